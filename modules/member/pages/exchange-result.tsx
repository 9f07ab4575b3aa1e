import './member.css';
import './result.css';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatDate } from '../../../domain/format/dates';
import type { ResultData } from '../api';

const BASE = '/dashboard/member';

// Where a gift exchange lands; `from=coupon` when what was exchanged is a coupon (it is in
// 我的红包 already), otherwise a physical gift on its way.
export default function ExchangeResult({ data, query }: PageProps<ResultData>) {
  const coupon = query.get('from') === 'coupon';
  const { last, points } = data;
  return (
    <div className="mb">
      <section className="mb-card mb-done" aria-labelledby="er-h">
        <span className="mb-done-mark" aria-hidden="true">
          ✓
        </span>
        <h2 id="er-h">兑换成功</h2>
        <p className="mb-muted" style={{ marginTop: '0.5rem' }}>
          {coupon ? '券已发放至“我的红包”，出借时可选择使用。' : '礼品将于7个工作日内寄往您的收货地址，请保持手机畅通。'}
        </p>
        <dl>
          {last && (
            <>
              <div>
                <dt>兑换内容</dt>
                <dd>{last.description || '--'}</dd>
              </div>
              <div>
                <dt>消耗积分</dt>
                <dd>{(-last.points).toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>兑换时间</dt>
                <dd>{formatDate(last.time, 'minute') || '--'}</dd>
              </div>
            </>
          )}
          <div>
            <dt>剩余积分</dt>
            <dd data-testid="points">{points === null ? '--' : points.toLocaleString('en-US')}</dd>
          </div>
        </dl>
        <div className="mb-stack">
          {coupon ? (
            <Link href="/dashboard/coupon" className="ui-btn ui-btn-block">
              查看我的红包
            </Link>
          ) : (
            <Link href={`${BASE}/integralRecord`} className="ui-btn ui-btn-block">
              查看积分记录
            </Link>
          )}
          <Link href={`${BASE}/integralGift`} className="ui-btn ui-btn-block ui-btn-secondary">
            继续兑换
          </Link>
          <Link href={`${BASE}/memberCenter`} className="ui-link" style={{ justifyContent: 'center' }}>
            返回会员中心
          </Link>
        </div>
      </section>
    </div>
  );
}
