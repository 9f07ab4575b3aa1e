// The coupon sheet: loads the user's coupons for this loan and amount when opened (its own
// chunk, SPEC §7 listCoupon / listCouponNew), greys out those it cannot take, saying why.
import { useEffect, useState } from 'react';
import { Popup } from '../../../kit/ui/popup';
import { PageState } from '../../../runtime/ui/page-state';
import { formatDate } from '../../../domain/format/dates';
import { listCoupons, type Coupon, type Term } from '../api/invest';
import { boundsText, couponLabel, pickRefusal } from '../rules/coupon-text';

interface Props {
  term: Term;
  amountFen: number | null;
  amountText: string;
  chosen: string | null;
  onPick: (c: Coupon | null) => void;
  onClose: () => void;
}

export default function CouponPicker({ term, amountFen, amountText, chosen, onPick, onClose }: Props) {
  const [list, setList] = useState<Coupon[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [now] = useState(Date.now);
  useEffect(() => {
    let live = true;
    setFailed(false);
    listCoupons(term, amountText).then(
      (l) => live && setList(l),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // asked once per opening and on a retry: the page rebuilds term on every render, and the
    // amount cannot change while the sheet is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <Popup open onClose={onClose} title="选择红包" className="inv-coupons">
      {failed ? (
        <PageState state="error" message="红包加载失败，请重试" onRetry={() => setAttempt((n) => n + 1)} />
      ) : !list ? (
        <PageState state="loading" shape="list" />
      ) : (
        <ul className="inv-coupon-list">
          <li>
            <button type="button" className="inv-coupon" aria-pressed={chosen === null} onClick={() => onPick(null)}>
              <strong>不使用红包</strong>
            </button>
          </li>
          {list.length === 0 && <li className="inv-coupon-none">暂无可用红包</li>}
          {list.map((c) => {
            const why = pickRefusal(c, amountFen, now);
            return (
              <li key={c.id}>
                <button type="button" className="inv-coupon" aria-pressed={chosen === c.id} disabled={!!why} onClick={() => onPick(c)}>
                  <strong>{couponLabel(c.couponPackage)}</strong>
                  <span>{boundsText(c.couponPackage)}</span>
                  {c.timeExpire ? <span>有效期至 {formatDate(c.timeExpire)}</span> : null}
                  {why && <span className="inv-coupon-why">{why}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Popup>
  );
}
