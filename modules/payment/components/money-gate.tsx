import { Link } from 'wouter';

/** What recharge and withdraw show instead of the form until a card and a payment password exist. */
export function MoneyGate({ need, back }: { need: 'card' | 'password'; back: string }) {
  const card = need === 'card';
  const href = `/dashboard/payment/${card ? 'bind-card' : 'password'}?next=${encodeURIComponent(back)}`;
  return (
    <div className="ui-state" role="status">
      <p>{card ? '请先绑定银行卡，开通快捷支付' : '请先设置支付密码'}</p>
      <Link href={href} className="ui-btn">
        {card ? '立即绑卡' : '立即设置'}
      </Link>
    </div>
  );
}

/** The live uppercase amount (SPEC §5), read out as it changes. */
export function Upper({ text }: { text: string }) {
  return (
    <p className="pay-upper" aria-live="polite">
      {text && `大写：${text}`}
    </p>
  );
}
