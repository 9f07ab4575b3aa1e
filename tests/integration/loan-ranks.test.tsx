// GET /api/v2/loan/ranks where the investor meets a loan's risk rank: the loan detail's risk line
// and the invest gate's risk mismatch name the rank from the call (R3 中风险), and show the bare
// code when the call fails. Against the shared sandbox; failures stubbed on fetch.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getLoanRanks, rankText } from '../../kit/entity/loan-ranks';
import { emptySession, session } from '../../runtime/session/store';
import { DEMO_LOANS } from '../../server/sandbox/seed/index';
import LoanDetail from '../../modules/products/pages/loan-detail';
import { getLoan, loadLoan } from '../../modules/products/api/loan';
import { GateView } from '../../modules/invest/components/gate';
import { nothingFor } from '../support/time';

const NONE = { hasCard: true, hasDefaultCard: true, hasPayPassword: true, survey: null };

const NAMES: Record<string, string> = { R1: '低风险', R2: '中低风险', R3: '中风险', R4: '中高风险', R5: '高风险' };
const props = <D,>(data: D) => ({ data, params: {}, query: new URLSearchParams() });

/** Every request as it goes, and /loan/ranks refused when `fail` is set. */
function watch(fail = false) {
  const calls: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(new URL(url, location.href).pathname);
    if (fail && url.includes('/api/v2/loan/ranks'))
      return Promise.resolve(new Response('{"success":false,"error":[{"message":"SYSTEM_ERROR"}]}', { status: 500 }));
    return real(input, init);
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(session, emptySession());
});

describe('the ranks call', () => {
  it('names R1 to R5, each with the lowest survey grade that may buy it', async () => {
    const ranks = await getLoanRanks();
    expect(Object.fromEntries(Object.entries(ranks).map(([k, v]) => [k, v.name]))).toEqual(NAMES);
    for (const r of Object.values(ranks)) expect(r.grade).toMatch(/型$/);
    expect(rankText('R3', ranks)).toBe('R3 中风险');
    expect(rankText('R9', ranks)).toBe('R9');
    expect(rankText('R3', null)).toBe('R3');
    expect(rankText('R3', {})).toBe('R3');
  });
});

describe('the loan detail’s risk line', () => {
  const riskRow = () => screen.getByText('风险等级').parentElement!;

  it('names the rank from /loan/ranks, asked by the loader beside the loan', async () => {
    Object.assign(session, emptySession(), { status: 'ready' });
    const calls = watch();
    const data = await loadLoan(DEMO_LOANS.opened);
    const code = data.loanRequest.riskRank!;
    expect(code).toMatch(/^R[1-5]$/);
    expect(calls.slice(0, 2).sort()).toEqual(['/api/v2/loan/ranks', `/api/v2/loan/${DEMO_LOANS.opened}`].sort());
    render(<LoanDetail {...props(data)} />);
    await waitFor(() => expect(riskRow().textContent).toContain(`${code} ${NAMES[code]}`));
    // the loader's request served: none asked again
    expect(calls.filter((c) => c === '/api/v2/loan/ranks')).toHaveLength(1);
  });

  it('shows the code alone when the call fails', async () => {
    Object.assign(session, emptySession(), { status: 'ready' });
    const loan = await getLoan(DEMO_LOANS.opened);
    const calls = watch(true);
    render(<LoanDetail {...props(loan)} />);
    await waitFor(() => expect(calls).toContain('/api/v2/loan/ranks'));
    await nothingFor(50);
    expect(riskRow().textContent).toMatch(new RegExp(`风险等级\\s*${loan.loanRequest.riskRank}$`));
  });
});

describe('the invest gate’s risk mismatch', () => {
  const view = () =>
    render(
      <Router hook={memoryLocation({ path: '/loan/x/invest' }).hook}>
        <GateView
          gate="risk-mismatch"
          loanId="x"
          back="/loan/x/invest"
          survey={{ done: true, valid: true, ceiling: 2, name: '稳健型' }}
          riskRank="R5"
          opening={NONE}
        />
      </Router>,
    );

  it('names the loan’s rank and the grade it needs', async () => {
    const calls = watch();
    view();
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('该项目风险等级为R5 高风险（需风险承受能力为“'));
    expect(alert.textContent).toContain('您的风险承受能力为“稳健型”');
    expect(calls.filter((c) => c === '/api/v2/loan/ranks')).toHaveLength(1);
    screen.getByRole('link', { name: '重新测评' });
  });

  it('leads with open loans the grade allows, before the offer to take the survey again', async () => {
    const calls = watch();
    view();
    const fits = screen.getByRole('region', { name: '适合您的项目' });
    await waitFor(() => expect(fits.getAttribute('aria-busy')).toBe('false'), { timeout: 4000 });
    const links = [...fits.querySelectorAll('li a')];
    expect(links.length).toBeGreaterThan(0);
    // every loan offered is within R1–R2 and was read whole (the list call does not carry the rank)
    for (const a of links) expect(a.textContent).toMatch(/风险等级R[12]$/);
    expect(new Set(calls.filter((c) => /^\/api\/v2\/loan\/[^/]+$/.test(c) && c !== '/api/v2/loan/ranks')).size).toBeLessThanOrEqual(8);
    // the alternatives come first in the view, the survey after them
    const all = [...screen.getByRole('alert').querySelectorAll('a')].map((a) => a.textContent);
    expect(all.indexOf('重新测评')).toBeGreaterThan(all.indexOf('查看全部项目'));
  });

  it('says the code when the call fails, and asks nothing for the other gates', async () => {
    const calls = watch(true);
    view();
    await waitFor(() => expect(calls).toContain('/api/v2/loan/ranks'));
    await nothingFor(50);
    expect(screen.getByRole('alert').textContent).toContain('该项目风险等级为R5，超出您可承受的范围');
    cleanup();
    calls.splice(0);
    render(
      <Router hook={memoryLocation({ path: '/loan/x/invest' }).hook}>
        <GateView gate="do-survey" loanId="x" back="/loan/x/invest" survey={{ done: false, valid: false, ceiling: 0, name: '' }} riskRank="R5" opening={NONE} />
      </Router>,
    );
    await nothingFor(50);
    expect(calls).toEqual([]);
  });
});
