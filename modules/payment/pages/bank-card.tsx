import './bank-card.css';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { reload } from '../../../runtime/session';
import { useSession } from '../../../runtime/session/use-session';
import { alert, confirm, toast } from '../../../runtime/ui/ui-store';
import { PageState } from '../../../runtime/ui/page-state';
import { isApiError } from '../../../runtime/api/api-error';
import type { FundAccount } from '../api';
import { withBanks } from '../../../runtime/domain/fund-accounts';
import { cardLabel, cardTail, quotaText } from '../cards';
import { unbindRefusal } from '../unbind-rules';

const api = () => import('../api');
// Replacing a card is rare: its form (and captcha) load when asked for.
const ReplaceCard = lazy(() => import('../components/replace-card'));
const BIND = `/dashboard/payment/bind-card?next=${encodeURIComponent('/dashboard/bank-card')}`;

export default function BankCard({ data }: PageProps<FundAccount[]>) {
  const s = useSession();
  const [cards, setCards] = useState(data);
  const [busy, setBusy] = useState(false);
  const [replacing, setReplacing] = useState(false);
  // the backend's cards name their bank by code only: name and quotas come from the bank list
  const shown = withBanks(cards, s.bankConstraints);

  const refresh = async () => {
    const [list] = await Promise.all([api().then((m) => m.getFundAccounts()), reload()]);
    setCards(list);
  };

  // SPEC §5: the server refuses the default card while any funds remain, another card while
  // its quota is unused (UNBIND_CARD_NOT_ALLOWED / _SUB); its words are shown as they come.
  const unbind = async (c: FundAccount) => {
    // refused before asking: a yes to 确定解绑 that then fails reads as a broken button
    const refusal = unbindRefusal(!!c.defaultAccount, s.fund, c.quota);
    if (refusal) return alert(refusal, { title: '暂不能解绑' });
    const label = cardLabel(c.account.bankName ?? c.account.bank, c.account.account);
    if (!(await confirm(`确定解绑${label}吗？`, { title: '解绑银行卡', okText: '解绑' }))) return;
    setBusy(true);
    try {
      await (await api()).cancelBindCard(s.user?.id ?? '', c.account.account);
      const { messageFor } = await import('../../../runtime/api/messages');
      toast(messageFor('CANCEL_CARD_SUCCEED'));
    } catch (e) {
      await alert(isApiError(e) ? e.message : '系统繁忙，请稍后重试');
      setBusy(false);
      return;
    }
    // the card is unbound either way; a failed refresh only drops it from the list locally
    await refresh().catch(() => setCards((list) => list.filter((x) => x.account.account !== c.account.account)));
    setBusy(false);
  };

  return (
    <div className="pay-cards">
      {shown.length ? (
        <ul>
          {shown.map((c) => {
            // the default card of an account holding money is not offered for unbinding at all:
            // the card says why and offers the replacement instead
            const held = c.defaultAccount && unbindRefusal(true, s.fund);
            return (
              <li key={c.account.account} className="pay-card">
                <p className="pay-card-bank">
                  {c.account.bankName}
                  {c.defaultAccount && <span className="pay-tag">默认卡</span>}
                </p>
                <p className="pay-card-no">{cardTail(c.account.account)}</p>
                <p className="pay-card-quota">{quotaText(c.account.singleQuota, c.account.dailyQuota)}</p>
                {held && <p className="pay-card-why">{held}</p>}
                <div className="pay-card-acts">
                  {c.defaultAccount && (
                    <button type="button" className="ui-btn ui-btn-secondary" onClick={() => setReplacing(true)}>
                      更换银行卡
                    </button>
                  )}
                  {!held && (
                    <button type="button" className="ui-btn ui-btn-secondary" disabled={busy} onClick={() => unbind(c)}>
                      解绑
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <PageState state="empty" message="暂未绑定银行卡" />
      )}
      {cards.length < 3 ? (
        <Link href={BIND} className="ui-btn ui-btn-block pay-main">
          添加银行卡
        </Link>
      ) : (
        <p className="pay-note">最多可绑定3张银行卡</p>
      )}
      <p className="pay-note">默认卡用于充值、提现与回款；如需换卡，请使用“更换银行卡”。</p>
      {replacing && (
        <Suspense fallback={null}>
          <ReplaceCard onClose={() => setReplacing(false)} onDone={refresh} />
        </Suspense>
      )}
    </div>
  );
}
