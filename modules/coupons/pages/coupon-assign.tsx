import './coupon.css';
import './coupon-assign.css';
// the lazy parts' styles travel with the page (a lazy chunk's CSS is not loaded)
import '../../../kit/ui/popup.css';
import '../../../kit/ui/money-pending.css';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import type { Outcome } from '../../../runtime/money/state';
import { useSession } from '../../../runtime/session/use-session';
import { isMobile } from '../../../domain/validate/mobile';
import { PageState } from '../../../runtime/ui/page-state';
import { confirm, toast } from '../../../runtime/ui/ui-store';
import { findCoupon, type AssignData, type Coupon } from '../api';
import { isVerified } from '../rules/coupon-words';
import { mobileInput } from '../../../domain/validate/normalize';

// Needed after the first paint or for an unverified investor only: off the critical path (the
// card's chunk downloads while the coupon, asked for by the route's loader, is on its way).
const CouponCard = lazy(() => import('../components/coupon-card').then((m) => ({ default: m.CouponCard })));
const CouponMoney = lazy(() => import('../components/coupon-money'));
const CouponVerifyPopup = lazy(() => import('../components/coupon-verify'));

const SLOT = 'coupon-assign';
const LIST = '/dashboard/coupon';
/** SPEC §9: the screen leaves 1 s after a transfer. */
export const LEAVE_AFTER_MS = 1000;
const UNRESOLVED = '网络异常，上一次转让的结果尚未确认。请勿重复转让，点“查询结果”确认。';
/** SPEC §5: one message for an empty and a malformed number. */
export const MOBILE_MESSAGE = '请输入正确的手机号码';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; coupon: Coupon | null };

export default function CouponAssign({ data }: PageProps<AssignData>) {
  const [path, navigate] = useLocation();
  const s = useSession();
  const verified = isVerified(s.flags.verified);
  const [verify, setVerify] = useState(!verified);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [mobile, setMobile] = useState('');
  const [err, setErr] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const leave = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = data.placementId;

  useEffect(() => {
    if (!id) return;
    let live = true;
    setLoad({ state: 'loading' });
    // the loader's request first; a retry asks again
    (attempt ? findCoupon(id, ['PLACED']) : data.coupon).then(
      (coupon) => live && setLoad({ state: 'ready', coupon }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
    // the loader's answer is read on the first run only; a retry asks again (id and data are the route's)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => () => clearTimeout(leave.current), []);

  // back where the investor came from (the list pushed this screen), else to the list
  const goBack = () => ((history.state as { fromList?: boolean } | null)?.fromList ? history.back() : navigate(LIST, { replace: true }));

  const onOutcome = (o: Outcome<unknown>) => {
    if (o.kind === 'refused') setErr(o.text ?? o.error.message);
    if (o.kind !== 'done') return;
    setDone(true);
    toast(o.text ?? '红包转让成功');
    leave.current = setTimeout(goBack, LEAVE_AFTER_MS);
  };

  // mounted whatever the coupon's state: a transfer an earlier page left unsettled is asked
  // about as the screen opens (never sent), also when the coupon has left PLACED meanwhile
  const money = (
    <Suspense fallback={null}>
      <CouponMoney
        slot={SLOT}
        onOutcome={onOutcome}
        onBusy={setBusy}
        pendingText={UNRESOLVED}
        settleWith={(intent) => import('../moves').then((m) => m.assignSettle(intent, id))}
      />
    </Suspense>
  );
  if (!id) return <Missing />;
  if (load.state === 'loading') return <PageState state="loading" />;
  if (load.state === 'error')
    return (
      <>
        {money}
        <PageState state="error" message="红包信息加载失败，请重试" onRetry={() => setAttempt((n) => n + 1)} />
      </>
    );
  const coupon = load.coupon;
  if (!coupon && !done)
    return (
      <>
        {money}
        <Missing />
      </>
    );

  return (
    <AssignForm
      coupon={coupon}
      mobile={[mobile, setMobile]}
      err={[err, setErr]}
      busy={busy}
      done={done}
      money={money}
      verify={[verify, setVerify]}
      verified={verified}
      self={s.user?.mobile}
      back={path + location.search}
    />
  );
}

interface FormProps {
  coupon: Coupon | null;
  mobile: [string, (m: string) => void];
  err: [string, (e: string) => void];
  busy: boolean;
  done: boolean;
  /** the money slot's view (查询结果 while an outcome is unknown) */
  money: ReactNode;
  verify: [boolean, (open: boolean) => void];
  verified: boolean;
  /** the investor's own mobile: a red packet is not given to oneself */
  self: string | undefined;
  /** where the verification popup comes back to */
  back: string;
}

/** The red packet, the recipient's mobile and the transfer's confirmation. */
function AssignForm({
  coupon,
  mobile: [mobile, setMobile],
  err: [err, setErr],
  busy,
  done,
  money,
  verify: [verify, setVerify],
  verified,
  self,
  back,
}: FormProps) {
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done || !coupon) return;
    if (!verified) return setVerify(true);
    const to = mobile.trim();
    const bad = !isMobile(to) ? MOBILE_MESSAGE : to === self ? '不能将红包转让给自己' : null;
    setErr(bad ?? '');
    if (bad) return;
    if (!(await confirm(`确定将该红包转让给 ${to} 吗？转让后不可撤回。`, { title: '确认转让', okText: '确认转让' }))) return;
    const [m, { moveMoney }] = await Promise.all([import('../moves'), import('../../../runtime/money/move')]);
    await moveMoney(SLOT, m.assignMove(coupon.id, to));
  };

  return (
    <div className="cpa">
      {coupon && (
        <Suspense fallback={<div className="cpa-card-ph" />}>
          <CouponCard coupon={coupon} now={Date.now()} />
        </Suspense>
      )}
      <form className="cpa-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="cpa-mobile">对方手机号</label>
          <input
            id="cpa-mobile"
            className="ui-input"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="请输入对方注册手机号"
            value={mobile}
            readOnly={busy || done}
            aria-invalid={!!err}
            aria-describedby="cpa-err"
            onChange={(e) => (setMobile(mobileInput(e.target.value)), setErr(''))}
          />
        </div>
        <p id="cpa-err" className="cpa-error ui-error" role="alert">
          {err}
        </p>
        {money}
        <button type="submit" className="ui-btn ui-btn-block" disabled={busy || done}>
          {busy ? '转让中…' : done ? '已转让' : '确认转让'}
        </button>
        <ul className="cpa-notes">
          <li>红包转让后将进入对方账户，不可撤回。</li>
          <li>对方须为已注册用户；红包的使用条件和有效期不变。</li>
          <li>仅实名认证用户可转让红包。</li>
        </ul>
      </form>
      {verify && (
        <Suspense fallback={null}>
          <CouponVerifyPopup back={back} onClose={() => setVerify(false)} />
        </Suspense>
      )}
    </div>
  );
}

function Missing() {
  return (
    <div className="cpa-missing">
      <PageState state="empty" message="该红包已使用、已转让或不存在" />
      <Link href={LIST} className="ui-btn ui-btn-secondary">
        查看我的红包
      </Link>
    </div>
  );
}
