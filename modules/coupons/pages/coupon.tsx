import './coupon.css';
// the lazy parts' styles travel with the page (a lazy chunk's CSS is not loaded)
import '../../../kit/ui/popup.css';
import '../../../kit/ui/graphic-captcha.css';
import '../../../kit/ui/money-pending.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import type { Outcome } from '../../../runtime/money/state';
import { useSession } from '../../../runtime/session/use-session';
import { PageState } from '../../../runtime/ui/page-state';
import { Tabs, useTabParam } from '../../../kit/ui/tabs';
import { alert, toast } from '../../../runtime/ui/ui-store';
import { formatYuan } from '../../../domain/format/money';
import { getCaptcha } from '../../../kit/entity/captcha';
import { COUPON_TYPES, tabPage, typeOf, type Coupon, type CouponsData } from '../api';
import { CAPTCHA_CODES, COUPON_TABS, isVerified, TAB_KEYS, TYPE_LABEL } from '../rules/coupon-words';

const SLOT = 'coupon-redeem';
const EMPTY: Record<string, string> = { placed: '暂无可用红包', redeemed: '暂无已使用的红包' };
// an empty tab leads to where red packets come from and are used: lending, and inviting friends
const EMPTY_WAYS = [
  { label: '去出借', to: '/list' },
  { label: '邀请好友', to: '/dashboard/invite' },
];
const emptyText = (tab: string, type: string) => (type ? `暂无${tab === 'redeemed' ? '已使用' : '可用'}的${TYPE_LABEL[type]}` : EMPTY[tab]!);
const TYPE_CHIPS = [{ key: '', label: '全部' }, ...COUPON_TYPES.map((t) => ({ key: t, label: TYPE_LABEL[t]! }))];
const UNRESOLVED = '网络异常，上一次兑换的结果尚未确认。请勿重复兑换，点“查询结果”确认。';

// Needed after the first paint or on a tap only: their own chunks, off the critical path. The
// list's chunk downloads while its first page, started by the route's loader, is on its way.
const CouponList = lazy(() =>
  import('../components/coupon-list').catch(() => ({
    default: () => <PageState state="error" message="列表加载失败，请重试" onRetry={() => location.reload()} />,
  })),
);
const captchaChunk = () => import('../../../kit/ui/graphic-captcha');
const GraphicCaptchaPopup = lazy(() => captchaChunk().then((m) => ({ default: m.GraphicCaptchaPopup })));
const CouponMoney = lazy(() => import('../components/coupon-money'));
const CouponVerifyPopup = lazy(() => import('../components/coupon-verify'));

// a redemption an earlier page left unsettled is asked about as the screen opens (never sent)
const settleRedeem = (intent: string) => import('../moves').then((m) => m.redeemSettle(intent));

// the redemption, once the picture is read
const redeem = async (c: Coupon, cap: { token: string; answer: string }) => {
  const [m, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
  const o = await moveMoney(SLOT, m.redeemMove(c, cap));
  // false: the sheet clears the box, says the answer was wrong and shows a new picture
  return !(o.kind === 'refused' && CAPTCHA_CODES.includes(o.error.code));
};

export default function CouponPage({ data }: PageProps<CouponsData>) {
  const [path, navigate] = useLocation();
  const s = useSession();
  const tab = useTabParam('tab', 'placed', TAB_KEYS);
  const search = useSearch();
  const type = typeOf(new URLSearchParams(search).get('type'));
  const [gen, setGen] = useState(0);
  const [busy, setBusy] = useState(false);
  const [redeeming, setRedeeming] = useState<Coupon | null>(null);
  const [verify, setVerify] = useState<string | null>(null);
  // the loader's page 1 serves once, for the tab and type it was asked for
  const first = useRef<CouponsData['first'] | null>(data.first);
  const firstFor = useRef(`${data.tab}:${data.type}`);

  useEffect(() => void captchaChunk(), []);

  // Every outcome of a redemption lands here while the screen is up, also one whose sheet was
  // closed meanwhile. A refused picture stays with the sheet, which asks again.
  const onOutcome = (o: Outcome<unknown>) => {
    if (o.kind === 'refused' && CAPTCHA_CODES.includes(o.error.code)) return;
    setRedeeming(null);
    setGen((n) => n + 1);
    if (o.kind === 'done') toast(o.text ?? '兑换成功');
    else if (o.kind === 'refused') void alert(o.text ?? o.error.message);
  };

  const load = (page: number) => {
    const f = page === 1 && firstFor.current === `${tab}:${type}` ? first.current : null;
    first.current = null;
    return f ?? tabPage(tab, type, page);
  };

  // the type filter (POST coupons {type}) rides in the URL beside the tab; replace navigation
  const pickType = (t: string) => {
    if (t === type) return;
    const q = new URLSearchParams(search);
    if (t) q.set('type', t);
    else q.delete('type');
    const qs = q.toString();
    navigate(path + (qs ? `?${qs}` : ''), { replace: true });
  };

  const assign = (c: Coupon) => {
    const href = `/dashboard/coupon-assign?placementId=${encodeURIComponent(c.id)}`;
    if (!isVerified(s.flags.verified)) return setVerify(href);
    // the transfer screen goes back here in history when it came from here
    navigate(href, { state: { fromList: true } });
  };

  return (
    <div className="cpn-page">
      <Tabs items={COUPON_TABS} />
      <TypeChips type={type} pick={pickType} />
      <Suspense fallback={null}>
        <CouponMoney slot={SLOT} onOutcome={onOutcome} onBusy={setBusy} pendingText={UNRESOLVED} settleWith={settleRedeem} />
      </Suspense>
      <Suspense fallback={<PageState state="loading" shape="list" />}>
        <CouponList
          resetKey={`${tab}:${type}:${gen}`}
          load={load}
          empty={emptyText(tab, type)}
          emptyAction={EMPTY_WAYS}
          busy={busy}
          onRedeem={setRedeeming}
          onAssign={assign}
        />
      </Suspense>
      <p className="cpn-rules">
        <Link href="/about-coupon">红包使用说明</Link>
      </p>
      <Suspense fallback={null}>
        {redeeming && (
          <GraphicCaptchaPopup
            open
            title={`兑换${formatYuan(redeeming.couponPackage.parValue)}元到账户余额`}
            fetchCaptcha={() => getCaptcha('captcha')}
            onSubmit={(cap) => redeem(redeeming, cap)}
            onClose={() => setRedeeming(null)}
          />
        )}
        {verify && <CouponVerifyPopup back={verify} onClose={() => setVerify(null)} />}
      </Suspense>
    </div>
  );
}

/** 全部 and each red packet type: the list's filter. */
function TypeChips({ type, pick }: { type: string; pick: (t: string) => void }) {
  return (
    <div className="cpn-types" role="group" aria-label="红包类型">
      {TYPE_CHIPS.map((c) => (
        <button key={c.key} type="button" className="cpn-type" aria-pressed={c.key === type} onClick={() => pick(c.key)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
