import './bank-card.css';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { reload } from '../../../runtime/session';
import { useSession } from '../../../runtime/session/use-session';
import { alert, confirm, toast } from '../../../runtime/ui/ui-store';
import { PageState } from '../../../runtime/ui/page-state';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { unresolved, type Outcome } from '../../../runtime/money/state';
import { MoneyPending } from '../../../kit/ui/money-pending';
import type { FundAccount } from '../api/cards';
import { withBanks } from '../../../domain/fund-accounts';
import { cardLabel, cardTail, quotaText } from '../rules/cards';
import { unbindRefusal } from '../rules/unbind';

const api = () => import('../api/cards');
const moves = () => import('../moves/cards');
const settleWith = (intent: string) => moves().then((m) => m.cardSettle(intent));
const UNBIND = 'unbind-card';
const REPLACE = 'replace-card';
/** A change an earlier page left unsettled, before the screen has asked about it. */
const KEPT = '上一次银行卡操作尚未确认结果，请勿重复操作。';
const keptSlot = () => (unresolved(UNBIND) ? UNBIND : unresolved(REPLACE) ? REPLACE : null);
// Replacing a card is rare: its form (and captcha) load when asked for.
const ReplaceCard = lazy(() => import('../components/replace-card'));
const BIND = `/dashboard/payment/bind-card?next=${encodeURIComponent('/dashboard/bank-card')}`;

interface CardRowProps {
  c: FundAccount;
  fund: Parameters<typeof unbindRefusal>[1];
  replaceOff: boolean;
  unbindOff: boolean;
  onReplace: () => void;
  onUnbind: () => void;
}

/** One bound card, with its ways to replace (the default card) or unbind it. */
function CardRow({ c, fund, replaceOff, unbindOff, onReplace, onUnbind }: CardRowProps) {
  // the default card of an account holding money is not offered for unbinding at all:
  // the card says why and offers the replacement instead
  const held = c.defaultAccount && unbindRefusal(true, fund);
  return (
    <li className="pay-card">
      <p className="pay-card-bank">
        {c.account.bankName}
        {c.defaultAccount && <span className="pay-tag">默认卡</span>}
      </p>
      <p className="pay-card-no">{cardTail(c.account.account)}</p>
      <p className="pay-card-quota">{quotaText(c.account.singleQuota, c.account.dailyQuota)}</p>
      {held && <p className="pay-card-why">{held}</p>}
      <div className="pay-card-acts">
        {c.defaultAccount && (
          <button type="button" className="ui-btn ui-btn-secondary" disabled={replaceOff} onClick={onReplace}>
            更换银行卡
          </button>
        )}
        {!held && (
          <button type="button" className="ui-btn ui-btn-secondary" disabled={unbindOff} onClick={onUnbind}>
            解绑
          </button>
        )}
      </div>
    </li>
  );
}

export default function BankCard({ data }: PageProps<FundAccount[]>) {
  const s = useSession();
  const [cards, setCards] = useState(data);
  const [replacing, setReplacing] = useState(false);
  // the backend's cards name their bank by code only: name and quotas come from the bank list
  const shown = withBanks(cards, s.bankConstraints);

  const refresh = async () => {
    const [list] = await Promise.all([api().then((m) => m.getFundAccounts()), reload()]);
    setCards(list);
  };
  const listAgain = () => void refresh().catch(() => {});

  // Both moves go through runtime/money: busy until the outcome is known, a lost answer (or the
  // browser's resend refused for the change already made) settled by the card list. Outcomes
  // land here, also those of an attempt whose sheet was closed or that an earlier page left
  // unsettled (asked about as the screen opens, never sent again).
  // an outcome not learned (which slot, what to say): said above the cards with 查询结果
  const [unknown, setUnknown] = useState(() => {
    const slot = keptSlot();
    return slot ? { slot, text: KEPT } : null;
  });
  const said = (slot: string, o: Outcome<unknown>) => {
    setUnknown(o.kind === 'unknown' ? { slot, text: o.text ?? '' } : null);
    if (o.kind === 'done') toast(o.text ?? '');
    else if (o.kind === 'refused') void alert(o.text ?? '系统繁忙，请稍后重试');
    if (o.kind !== 'refused') listAgain();
  };
  const unbinding = useMoney(UNBIND, (o) => said(UNBIND, o));
  const replaced = useMoney(REPLACE, (o) => {
    if (o.kind === 'done') setReplacing(false);
    // an open replacement form says a refusal or an unknown outcome in its own error line
    if (o.kind === 'done' || !replacing) said(REPLACE, o);
  });
  const settlingUnbind = useSettleOnOpen(UNBIND, settleWith);
  const settlingReplace = useSettleOnOpen(REPLACE, settleWith);
  const settling = settlingUnbind || settlingReplace;
  const busy = unbinding.busy || settling;
  const recheck = (slot: string) => void import('../../../runtime/money/move').then((m) => m.recheck(slot));

  // SPEC §5: the server refuses the default card while any funds remain, another card while
  // its quota is unused (UNBIND_CARD_NOT_ALLOWED / _SUB); its words are shown as they come.
  const unbind = async (c: FundAccount) => {
    // refused before asking: a yes to 确定解绑 that then fails reads as a broken button
    const refusal = unbindRefusal(!!c.defaultAccount, s.fund, c.quota);
    if (refusal) return alert(refusal, { title: '暂不能解绑' });
    const label = cardLabel(c.account.bankName ?? c.account.bank, c.account.account);
    if (!(await confirm(`确定解绑${label}吗？`, { title: '解绑银行卡', okText: '解绑' }))) return;
    const [{ unbindMove }, { moveMoney }] = await Promise.all([moves(), import('../../../runtime/money/move')]);
    await moveMoney(UNBIND, unbindMove(s.user?.id ?? '', c.account.account));
  };

  return (
    <div className="pay-cards">
      {(settling || unknown) && (
        <MoneyPending text={settling ? SETTLING_TEXT : unknown!.text} busy={busy || replaced.busy} onCheck={() => unknown && recheck(unknown.slot)} />
      )}
      {shown.length ? (
        <ul>
          {shown.map((c) => (
            <CardRow
              key={c.account.account}
              c={c}
              fund={s.fund}
              replaceOff={replaced.busy || settlingReplace}
              unbindOff={busy}
              onReplace={() => setReplacing(true)}
              onUnbind={() => unbind(c)}
            />
          ))}
        </ul>
      ) : (
        <PageState state="empty" message="暂未绑定银行卡" action={{ label: '绑定银行卡', to: BIND }} />
      )}
      {!shown.length ? null : cards.length < 3 ? (
        <Link href={BIND} className="ui-btn ui-btn-block pay-main">
          添加银行卡
        </Link>
      ) : (
        <p className="pay-note">最多可绑定3张银行卡</p>
      )}
      {/* about the default card: nothing to say before there is one */}
      {!!shown.length && <p className="pay-note">默认卡用于充值、提现与回款；如需换卡，请使用“更换银行卡”。</p>}
      {replacing && (
        <Suspense fallback={null}>
          <ReplaceCard onClose={() => setReplacing(false)} busy={replaced.busy} />
        </Suspense>
      )}
    </div>
  );
}
