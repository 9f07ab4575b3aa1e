// The coupon cards of one tab with their actions (a lazy part: it downloads while the first
// page of coupons, started by the route's loader, is on its way).
import { Link } from 'wouter';
import { InfiniteList } from '../../../kit/ui/infinite-list';
import type { EmptyActions } from '../../../runtime/ui/page-state';
import type { Page } from '../../../domain/paged';
import { COUPON_PAGE_SIZE, type Coupon } from '../api';
import { canAssign, canRedeem } from '../rules/coupon-words';
import { CouponCard } from './coupon-card';

export interface CouponListProps {
  load: (page: number) => Promise<Page<Coupon>>;
  /** changes when the tab changes or a move ends: the list starts again from page 1 */
  resetKey: string;
  empty: string;
  emptyAction?: EmptyActions;
  /** a redemption is under way: no second one */
  busy: boolean;
  onRedeem: (c: Coupon) => void;
  onAssign: (c: Coupon) => void;
}

export default function CouponList({ load, resetKey, empty, emptyAction, busy, onRedeem, onAssign }: CouponListProps) {
  const now = Date.now();
  return (
    <InfiniteList<Coupon>
      className="cpn-list"
      resetKey={resetKey}
      load={load}
      pageSize={COUPON_PAGE_SIZE}
      keyOf={(c) => c.id}
      empty={empty}
      emptyAction={emptyAction}
      render={(c) => (
        <CouponCard coupon={c} now={now}>
          {canRedeem(c, now) && (
            <button type="button" className="ui-btn ui-btn-secondary" disabled={busy} onClick={() => onRedeem(c)}>
              兑换
            </button>
          )}
          {canAssign(c, now) && (
            <button type="button" className="ui-btn ui-btn-secondary" onClick={() => onAssign(c)}>
              转让
            </button>
          )}
          {canAssign(c, now) && (
            <Link href="/list" className="ui-btn">
              去使用
            </Link>
          )}
        </CouponCard>
      )}
    />
  );
}
