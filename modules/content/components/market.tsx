import './market.css';
import { Link } from 'wouter';
import { formatRate } from '../../../domain/format/rate';
import { formatYuan } from '../../../domain/format/money';
import { durationParts } from '../../../domain/loan';
import type { Quote, ShareProduct } from '../api/market';

const fixed2 = (n: number) => (Math.round(Math.abs(n) * 100) / 100).toFixed(2);

/** 上证, 深证, 恒生, 标普, 道琼斯, 纳斯达克: value, change and change rate with a sign and an arrow. */
export function MarketQuotes({ quotes }: { quotes: readonly Quote[] | undefined }) {
  if (!quotes?.length) return null;
  return (
    <section aria-label="市场指数">
      <ul className="ct-quotes">
        {quotes.map((q) => {
          const dir = q.change > 0 ? 'up' : q.change < 0 ? 'down' : 'flat';
          const sign = dir === 'up' ? '+' : dir === 'down' ? '-' : '';
          return (
            <li key={q.name} className={`ct-quote ct-${dir}`}>
              <b>{q.name}</b>
              <strong>{q.value.toFixed(2)}</strong>
              <small>
                {dir === 'up' ? '▲' : dir === 'down' ? '▼' : ''}
                {sign}
                {fixed2(q.change)} {sign}
                {fixed2(q.changeRate)}%
              </small>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ShareProductCard({ product }: { product: ShareProduct | null | undefined }) {
  if (!product) return null;
  const [n, unit] = durationParts(product.duration);
  return (
    <Link href={`/loan/${product.loanId}`} className="ct-product">
      <h2>精选项目 · {product.title}</h2>
      <div className="ct-product-figs">
        <div>
          <strong className="ct-rate">{formatRate(product.rate)}%</strong>
          <span>预期年化</span>
        </div>
        <div>
          <strong>
            {n}
            {unit}
          </strong>
          <span>期限</span>
        </div>
        <div>
          <strong>{formatYuan(product.minAmount ?? 100)}元</strong>
          <span>最低出借金额</span>
        </div>
      </div>
      <span className="ui-btn ui-btn-block">立即出借</span>
    </Link>
  );
}
