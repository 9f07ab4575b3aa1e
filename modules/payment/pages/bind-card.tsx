import './bind-card.css';
import { lazy, Suspense } from 'react';
import type { PageProps } from '../../../runtime/router/types';
import { safePath } from '../../../runtime/router/safe-path';
import { SETTLING_TEXT } from '../../../kit/money/use-money';
import { MoneyPending } from '../../../kit/ui/money-pending';
import type { BindCardData } from '../api/cards';
import { LazyCaptchaButton } from '../components/lazy-captcha';
import { CodeField } from '../components/form-parts';
import { mobileInput } from '../../../domain/validate/normalize';
import { Field } from '../../../kit/ui/field';
import { FormEnd } from '../../../kit/ui/form-end';
import { CODE_DIGITS, useBindCard } from '../components/use-bind-card';
import { BankLimits, CardField, HolderFields } from '../components/bind-fields';

// the result is its own chunk: only a finished binding shows it
const BindResult = lazy(() => import('../components/bind-result'));
const digits = (s: string) => s.replace(/\D/g, '');

export default function BindCard({ data, query }: PageProps<BindCardData>) {
  const b = useBindCard(data);
  const { s, bound, lookup, mobile, setMobile, card, code, setCode, send, sendVoice, settling, unknown, busy, recheck, err } = b;
  if (bound) {
    // the card as the session's list now has it (read again before the outcome), else as looked up
    const want = digits(bound.card);
    const listed = s.fundAccounts
      .map((c) => c.account)
      .find((a) => digits(a.account).slice(-4) === want.slice(-4) && want.startsWith(digits(a.account).slice(0, 4)));
    const facts = listed ?? (lookup.bank ? { ...lookup.bank, account: bound.card } : { account: bound.card });
    const next = query.get('next');
    return (
      <Suspense
        fallback={
          <p className="ui-state" role="status">
            {bound.text}
          </p>
        }
      >
        <BindResult
          bankName={facts.bankName}
          account={bound.card}
          singleQuota={facts.singleQuota}
          dailyQuota={facts.dailyQuota}
          message={bound.text}
          next={next === null ? null : safePath(next)}
        />
      </Suspense>
    );
  }
  return (
    <form className="pay-bind" onSubmit={b.submit} noValidate>
      <p className="pay-note">为保障资金安全，请绑定本人名下的储蓄卡（最多3张）</p>
      <div className="pay-fields">
        <HolderFields b={b} />
        <CardField b={b} />
        <Field
          id="bind-mobile"
          label="预留手机"
          type="tel"
          inputMode="numeric"
          placeholder="银行预留手机号"
          value={mobile}
          onValue={(v) => setMobile(mobileInput(v))}
        />
        {card.length >= CODE_DIGITS && (
          <CodeField id="bind-code" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}>
            <Suspense fallback={null}>
              <LazyCaptchaButton send={send} sendVoice={sendVoice} />
            </Suspense>
          </CodeField>
        )}
      </div>
      {(settling || unknown) && <MoneyPending text={settling ? SETTLING_TEXT : unknown} busy={busy} onCheck={recheck} />}
      <FormEnd prefix="pay" err={err} busy={busy} label="确认绑卡" busyLabel="绑定中…" />
      <BankLimits b={b} />
    </form>
  );
}
