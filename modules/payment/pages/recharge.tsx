import './recharge.css';
import { lazy } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { Tabs } from '../../../kit/ui/tabs';
import { ResultSuspense } from '../components/result-suspense';
import type { MoneyData } from '../api/money';
import { MoneyGate } from '../components/money-gate';
import { useRecharge } from '../components/use-recharge';
import { RechargeForm, RechargeSheet } from '../components/recharge-form';

// the result is its own chunk: only a finished recharge (or POS order) shows it
const ChargeResult = lazy(() => import('../components/charge-result'));

const TABS = [
  { key: 'online', label: '快捷充值' },
  { key: 'pos', label: 'POS充值' },
];

export default function Recharge({ data, query }: PageProps<MoneyData>) {
  const r = useRecharge(data, query);
  const { cards, result, after, next, order, posFen, fund, gate, back, paying } = r;
  const now = Date.now();
  if (result) {
    const facts = r.charged;
    const used = cards.find((c) => c.account.account === facts?.account)?.account;
    return (
      <ResultSuspense text={result.text}>
        <ChargeResult
          kind={result.value === 'PROCESSING' ? 'processing' : 'done'}
          fen={facts?.fen ?? null}
          card={used ?? (facts ? { account: facts.account } : null)}
          message={result.text}
          after={after}
          next={next}
          now={now}
        />
      </ResultSuspense>
    );
  }
  if (order) {
    const text = `POS充值订单已生成，订单号：${order}。请在POS机上刷卡完成支付，到账后可在资金流水中查询。`;
    return (
      <ResultSuspense text={text}>
        <ChargeResult kind="pos" fen={posFen} order={order} message={text} after={fund} next={next} now={now} />
      </ResultSuspense>
    );
  }
  return (
    <div className="pay-charge">
      <Tabs items={TABS} />
      {gate ? <MoneyGate need={gate} back={back} /> : <RechargeForm r={r} />}
      {paying && <RechargeSheet r={r} />}
    </div>
  );
}
