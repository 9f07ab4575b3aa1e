import '../components/claim-card.css';
import './claim-transfer.css';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { formatFen, formatYuan, toFen } from '../../../domain/format/money';
import { formatRate } from '../../../domain/format/rate';
import { normalizeAmount } from '../../../domain/validate/normalize';
import { openTransferOf, type Investment, type TransferData, type Valuation } from '../api/transfer';
import { unresolved } from '../../../runtime/money/state';
import { SETTLING_TEXT, useMoney, useSettleOnOpen } from '../../../kit/money/use-money';
import { Field } from '../../../kit/ui/field';
import { MoneyPending } from '../../../kit/ui/money-pending';
import { toast } from '../../../runtime/ui/ui-store';
import { UNKNOWN } from '../moves/transfer';
import { saidWrongPassword } from '../components/wrong-password';
import { TITLE_MAX, checkPrice, checkTitle, dealRate, defaultTitle, priceRange, priceRangeText } from '../rules/transfer';
import { FEE_RATE_BP, percentText } from '../../../domain/rules/claim-transfer';
import { QuoteRows, useQuote } from '../components/claims-quote';
import type { Published } from '../components/transfer-result';

// the move and the money runtime load on the tap (or to settle a kept attempt), not with the screen
const moves = () => import('../moves/transfer');
// the confirm sheet (summary, then the payment password) and the calls behind it load on the tap
const sheet = () => import('../components/claims-transfer-sheet');
const TransferSheet = lazy(sheet);
const TransferResult = lazy(() => import('../components/transfer-result'));

export default function ClaimTransfer({ data, params }: PageProps<TransferData>) {
  const investId = params.investId!;
  const slotName = `transfer:${investId}`;
  const [, navigate] = useLocation();
  const [err, setErr] = useState('');
  const [unknown, setUnknown] = useState(() => (unresolved(slotName) ? UNKNOWN : ''));
  // the confirm sheet is up (its summary or the payment password)
  const [asking, setAsking] = useState(false);
  // what the seller confirmed in the sheet, for the result; a transfer settled after a reload
  // has none and opens its detail instead
  const sent = useRef<Omit<Published, 'id'> | null>(null);
  const [published, setPublished] = useState<Published | null>(null);
  // every outcome lands here while the screen is up, also one of an attempt made before the
  // screen was left and opened again (the investment is on sale by then, the form gone)
  const slot = useMoney(slotName, (o) => {
    if (saidWrongPassword(o, setErr, asking)) return;
    setAsking(false);
    setUnknown(o.kind === 'unknown' ? (o.text ?? UNKNOWN) : '');
    if (o.kind === 'refused') setErr(o.text ?? o.error.message);
    if (o.kind !== 'done') return;
    // the answer proves the transfer but names no id: the seller's open transfers have it
    const id = o.value as string;
    if (sent.current) return setPublished({ ...sent.current, id });
    toast(o.text ?? '');
    navigate(id ? `/dashboard/assignment/${encodeURIComponent(id)}` : '/dashboard/invest?tab=ASSIGN', { replace: true });
  });
  // a transfer an earlier page (a reload, a restarted WebView) left unsettled is asked about
  // as the screen opens, by the seller's open transfers; never sent again from here
  const settling = useSettleOnOpen(slotName, (intent) => moves().then((m) => m.transferSettle(intent, investId)));
  const busy = slot.busy || settling;
  const recheck = () => void import('../../../runtime/money/move').then((m) => m.recheck(slotName));
  const pending = (settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />;

  const { investment: inv, valuation: v } = data;
  if (published)
    return (
      <Suspense
        fallback={
          <p className="ui-state" role="status">
            债权转让已发布
          </p>
        }
      >
        <TransferResult {...published} />
      </Suspense>
    );
  const stop = !inv ? (
    <Stop text="未找到该笔出借，或它不属于当前账户" />
  ) : inv.status === 'OPEN' || (!v.ok && v.code === 'REPEATED_ASSIGN_REQUEST') ? (
    <AlreadyOpen inv={inv} />
  ) : (inv.status === 'ASSIGNED' || inv.status === 'FINISHED') && inv.creditAssignId ? (
    <Stop text="该笔出借已转让完成" href={`/dashboard/assignment/${encodeURIComponent(inv.creditAssignId)}`} link="查看转让详情" />
  ) : !v.ok ? (
    <Stop text={v.message} href={`/dashboard/invest/${investId}`} link="返回出借详情" />
  ) : null;
  if (stop || !inv || !v.ok)
    return (
      <>
        {pending}
        {stop}
      </>
    );
  return (
    <TransferForm
      inv={inv}
      valuation={v.value}
      slotName={slotName}
      busy={busy}
      err={err}
      setErr={setErr}
      pending={pending}
      asking={asking}
      setAsking={setAsking}
      onSent={(facts) => (sent.current = facts)}
    />
  );
}

interface FormProps {
  inv: Investment;
  valuation: Valuation;
  slotName: string;
  busy: boolean;
  err: string;
  setErr: (s: string) => void;
  pending: ReactNode;
  asking: boolean;
  setAsking: (on: boolean) => void;
  onSent: (facts: Omit<Published, 'id'>) => void;
}

function TransferForm({ inv, valuation, slotName, busy, err, setErr, pending, asking, setAsking, onSent }: FormProps) {
  const value = toFen(valuation.bidValuation);
  const range = priceRange(value);
  const [price, setPrice] = useState('');
  const [title, setTitle] = useState(() => defaultTitle(inv.loanTitle));
  const [shown, setShown] = useState(false);
  // busy from the tap while the confirm sheet's code loads
  const [starting, setStarting] = useState(false);
  const checked = checkPrice(price, value);
  const { q, retry } = useQuote(inv.id, checked.ok ? checked.fen : null);
  const titleCheck = checkTitle(title);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || starting) return;
    setShown(true);
    setErr('');
    if (!checked.ok || !titleCheck.ok) return;
    // nothing is sent from here: the sheet shows the summary, then asks for the payment password
    setStarting(true);
    try {
      await sheet();
      setAsking(true);
    } catch {
      // the code could not load: nothing was sent
      setErr('网络异常，请检查网络后重试');
    } finally {
      setStarting(false);
    }
  };

  // what the sheet shows and the move sends: the price and title as typed, checked
  const fen = checked.ok ? checked.fen : null;
  // a fraction of the valuation, as step 2 gives it and the family sends it on (assignment.ctrl.coffee:105-117)
  const rate = fen === null ? 0 : q.state === 'ready' && q.fen === fen ? q.quote.creditAssignRate : dealRate(fen, value);
  const confirm = asking && fen !== null && titleCheck.ok && (
    <Suspense fallback={null}>
      <TransferSheet
        investId={inv.id}
        slotName={slotName}
        loanTitle={inv.loanTitle}
        valueFen={value}
        fen={fen}
        q={q}
        t={{ creditDealRate: rate, creditDealAmount: formatFen(fen, { group: false }), creditAssignTitle: titleCheck.title }}
        setErr={setErr}
        onSent={(rows) => onSent({ price: formatFen(fen), rows, hours: valuation.maxTimeOut })}
        onClose={() => setAsking(false)}
      />
    </Suspense>
  );

  const priceError = shown && !checked.ok ? checked.message : '';
  return (
    <>
      <form className="ct" onSubmit={submit} noValidate>
        <TransferCard inv={inv} valuation={valuation} value={value} range={range} />

        <TransferFields
          price={price}
          setPrice={setPrice}
          priceError={priceError}
          title={title}
          setTitle={setTitle}
          titleCheck={titleCheck}
          shown={shown}
          setShown={setShown}
        />

        <QuoteRows q={q} onRetry={retry} />
        {pending}
        <p className="ct-hint">转让成功后收取转让价格{percentText(FEE_RATE_BP)}的手续费；转让期间该笔出借不能再次转让，可随时撤销未售出的转让。</p>
        <p className="ct-error ui-error" role="alert">
          {err}
        </p>
        <button type="submit" className="ui-btn ui-btn-block ct-submit" disabled={busy || starting}>
          {busy || starting ? '提交中…' : '确认转让'}
        </button>
      </form>
      {/* outside the form: Enter in the password boxes must not submit it */}
      {confirm}
    </>
  );
}

/** The investment on offer: its figures, the claim's value and the price range allowed. */
function TransferCard({ inv, valuation, value, range }: { inv: Investment; valuation: Valuation; value: number; range: ReturnType<typeof priceRange> }) {
  return (
    <section className="ct-card">
      <h2>{inv.loanTitle ?? '--'}</h2>
      <dl className="ct-rows">
        <div>
          <dt>出借金额</dt>
          <dd>{formatYuan(inv.amount)}元</dd>
        </div>
        {inv.rate != null && (
          <div>
            <dt>预期年化</dt>
            <dd>{formatRate(inv.rate)}%</dd>
          </div>
        )}
        <div>
          <dt>债权价值</dt>
          <dd className="ct-strong">{formatFen(value)}元</dd>
        </div>
        <div>
          <dt>可转让价格</dt>
          <dd>{priceRangeText(range)}元</dd>
        </div>
        {valuation.maxTimeOut != null && (
          <div>
            <dt>转让有效期</dt>
            <dd>{valuation.maxTimeOut}小时</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

interface FieldsProps {
  price: string;
  setPrice: (v: string) => void;
  priceError: string;
  title: string;
  setTitle: (v: string) => void;
  titleCheck: ReturnType<typeof checkTitle>;
  shown: boolean;
  setShown: (on: boolean) => void;
}

/** 转让价格 and 转让标题, with what is wrong with each once shown. */
function TransferFields({ price, setPrice, priceError, title, setTitle, titleCheck, shown, setShown }: FieldsProps) {
  return (
    <div className="ct-fields">
      <Field
        id="ct-price"
        label="转让价格"
        kind="amount"
        placeholder="请输入转让价格"
        value={price}
        aria-invalid={!!priceError}
        aria-describedby="ct-price-note"
        onValue={(v) => setPrice(normalizeAmount(v))}
        onBlur={() => price && setShown(true)}
      >
        <span>元</span>
        <p id="ct-price-note" className={priceError ? 'ct-note ui-error' : 'ct-note'}>
          {priceError || '价格须在债权价值的95%至105%之间'}
        </p>
      </Field>
      <Field
        id="ct-title"
        label="转让标题"
        maxLength={TITLE_MAX}
        autoComplete="off"
        placeholder="请填写转让标题"
        value={title}
        aria-invalid={shown && !titleCheck.ok}
        onValue={setTitle}
      >
        <span className="ct-count" aria-label={`已输入${[...title].length}个字，最多${TITLE_MAX}个字`}>
          {[...title].length}/{TITLE_MAX}
        </span>
        {shown && !titleCheck.ok && <p className="ct-note ui-error">{titleCheck.message}</p>}
      </Field>
    </div>
  );
}

function AlreadyOpen({ inv }: { inv: Investment }) {
  const [id, setId] = useState<string | null | undefined>(inv.creditAssignId ?? undefined);
  useEffect(() => {
    if (id === undefined) openTransferOf(inv).then(setId, () => setId(null));
    // asked once on open; the answer is kept in id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stop
      text="该笔出借已在转让中，不能重复转让"
      href={id ? `/dashboard/assignment/${encodeURIComponent(id)}` : '/dashboard/invest'}
      link={id ? '查看转让详情' : '查看转让中的出借'}
    />
  );
}

function Stop({ text, href = '/dashboard/invest', link = '返回我的出借' }: { text: string; href?: string; link?: string }) {
  return (
    <div className="ui-state ct-stop" role="status">
      <p>{text}</p>
      <Link href={href} className="ui-btn">
        {link}
      </Link>
    </div>
  );
}
