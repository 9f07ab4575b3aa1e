// SPEC §5/§6: a coupon transfer needs real-name verification (account status 42), which
// happens by binding a card; the popup says so and leads there. A lazy part, mounted only for
// an investor who is not verified (its styles travel with the screens: pages/coupon.css).
import { Link } from 'wouter';
import { Popup } from '../../../kit/ui/popup';
import { UNVERIFIED_TEXT } from '../rules/coupon-words';

/** `back`: where binding the card returns to. */
export default function CouponVerifyPopup({ back, onClose }: { back: string; onClose: () => void }) {
  return (
    <Popup open onClose={onClose} title="暂不能转让" className="cpn-verify">
      <p className="cpn-verify-text">{UNVERIFIED_TEXT}，绑定银行卡即可完成实名认证。</p>
      <div className="cpn-verify-btns">
        <button type="button" className="ui-btn ui-btn-secondary" onClick={onClose}>
          暂不认证
        </button>
        <Link href={`/dashboard/payment/bind-card?next=${encodeURIComponent(back)}`} className="ui-btn">
          去实名认证
        </Link>
      </div>
    </Popup>
  );
}
