// One coupon (红包) as a card: value and type on the left, name, bounds, expiry and description
// on the right. Greyed with the word when it can no longer be used (styles in pages/coupon.css).
import type { ReactNode } from 'react';
import { formatDate } from '../../../domain/format/dates';
import { maskMobile } from '../../../domain/format/mask';
import type { Coupon } from '../api';
import { boundsText, descriptionText, expiresSoon, parText, stateWord, TYPE_LABEL } from '../rules/coupon-words';

export function CouponCard({ coupon, now, children }: { coupon: Coupon; now: number; children?: ReactNode }) {
  const p = coupon.couponPackage;
  const par = parText(p.type, p.parValue);
  const type = TYPE_LABEL[p.type] ?? p.type;
  const word = stateWord(coupon, now);
  const expire = formatDate(coupon.timeExpire);
  return (
    <article className={`cpn${word ? ' cpn-off' : ''}`} aria-label={`${p.displayName || type}${word ? `，${word}` : ''}`}>
      <div className="cpn-main">
        <div className={`cpn-value cpn-${p.type.toLowerCase()}${par.value.length > 6 ? ' cpn-long' : ''}`}>
          <strong>
            {par.value}
            <small>{par.unit}</small>
          </strong>
          <span>{type}</span>
        </div>
        <div className="cpn-body">
          <h2>{p.displayName || type}</h2>
          <p>{boundsText(p.minimumInvest, p.maximumInvest)}</p>
          <p>
            {expire ? `有效期至 ${expire}` : '长期有效'}
            {expiresSoon(coupon, now) && <em className="cpn-soon">即将过期</em>}
          </p>
          {coupon.status === 'ASSIGNED' && coupon.assignedTo && <p>已转让给 {maskMobile(coupon.assignedTo)}</p>}
        </div>
        {word && <span className="cpn-word">{word}</span>}
      </div>
      {p.description && <p className="cpn-desc">{descriptionText(p.description)}</p>}
      {children && <div className="cpn-actions">{children}</div>}
    </article>
  );
}
