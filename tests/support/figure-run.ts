// One run of the figure oracle on a logged-in phone: the moves, then the screens (the e2e and the
// backend-mode suites differ only in where the backend's hooks are).
import type { Page } from 'playwright-core';
import type { sandboxHooks } from './sandbox';
import { apiOf, runMoves, table, type Check, type Witness } from './figures';
import { readAll, transferTabCheck } from './figure-screens';

interface Who {
  mobile: string;
  paymentPassword?: string;
}

export async function oracle(page: Page, origin: string, hooks: ReturnType<typeof sandboxHooks>, who: Who): Promise<Check[]> {
  const api = await apiOf(page.context(), origin);
  let onSale: Check | undefined;
  const s = await runMoves(api, hooks, who.mobile, who.paymentPassword ?? '', async () => {
    const w = await hooks.witness<Witness>(who.mobile);
    const listed = w.investments.filter(
      (i) => i.creditAssignId && w.transfers.some((t) => t.id === i.creditAssignId && (t.status === 'OPEN' || t.status === 'FINISHED')),
    );
    onSale = await transferTabCheck(
      page,
      '发布转让后',
      listed.map((i) => i.loanTitle),
    );
  });
  const step2 = await api
    .get<{ creditAssignFee: number }>(`/api/v2/creditassign/prepareAssign/step2?investId=${s.transfer.investId}&creditAssignAmount=1000`)
    .catch(() => ({ creditAssignFee: NaN }));
  const open = await api.get<{ results: { id: string; userId: string; status: string }[] }>(
    '/api/v2/creditassign/list/filter?status=OPEN&currentPage=0&pageSize=20',
  );
  const openClaimId = open.results.find((c) => c.status === 'OPEN' && c.userId !== s.after.userId)?.id ?? '';
  const checks = await readAll(page, s, {
    now: Date.now(),
    feeFraction: step2.creditAssignFee,
    openClaimId,
    onSale: onSale!,
  });
  console.log(table(checks));
  return checks;
}
