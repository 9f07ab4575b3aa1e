import '../components/pay-form.css';
import { useState, type FormEvent } from 'react';
import { Popup } from '../../../kit/ui/popup';
import { CaptchaButton } from '../../../kit/ui/captcha-button';
import { useSession } from '../../../runtime/session/use-session';
import { isApiError } from '../../../runtime/api/api-error';
import { checkMobile } from '../../../domain/validate/mobile';
import { replaceCardVoice, sendSms } from '../api/cards';
import { quotaText } from '../rules/cards';
import { cardProblem } from '../rules/card';
import { useBankLookup } from './use-bank-lookup';
import { CodeField } from './form-parts';
import { CardNumberInput } from './card-number-input';
import { mobileInput } from '../../../domain/validate/normalize';
import { FormEnd } from '../../../kit/ui/form-end';

const SMS_TYPE = 'REPLACE_CARD';

/**
 * Swaps the default card for a new one of the same holder (checkBankcard), by SMS or voice code.
 * A money move (moves-cards.ts): the card screen owns its slot, so a success closes this sheet
 * from there, and an outcome that lands after the sheet was closed is still said.
 */
export default function ReplaceCard({ onClose, busy: moving }: { onClose: () => void; busy: boolean }) {
  const s = useSession();
  const [card, setCard] = useState('');
  const [mobile, setMobile] = useState(s.user?.mobile ?? '');
  const [code, setCode] = useState('');
  const [err, setErr] = useState('');
  const [busy, setBusy] = useState(false);
  const lookup = useBankLookup(card);
  const problem = lookup.bank ? cardProblem(lookup.bank) : lookup.error;

  const check = () => (card.length < 16 ? '请输入16-19位银行卡号' : problem || (!lookup.bank ? '正在识别银行卡，请稍候' : checkMobile(mobile)));
  const say = (e: unknown) => setErr(isApiError(e) ? e.message : '系统繁忙，请稍后重试');
  const guarded = (call: () => Promise<unknown>) => async () => {
    const bad = check();
    setErr(bad ?? '');
    if (bad) throw new Error(bad);
    return call().catch((e) => {
      say(e);
      throw e;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = check() ?? (code.trim() ? null : '请输入验证码');
    setErr(bad ?? '');
    if (bad || !lookup.bank) return;
    setBusy(true);
    const [{ replaceMove }, { moveMoney }] = await Promise.all([import('../moves/cards'), import('../../../runtime/money/move')]);
    const o = await moveMoney(
      'replace-card',
      replaceMove({
        userId: s.user?.id ?? '',
        mobile,
        name: s.user?.name,
        idCardNumber: s.user?.idNumber,
        bankCode: lookup.bank.bankCode,
        accountNumber: card,
        smsCaptcha: code.trim(),
      }),
    );
    setBusy(false);
    // done: the card screen closes the sheet; otherwise what was typed stays, the words below it
    if (o.kind !== 'done') setErr(o.text ?? '系统繁忙，请稍后重试');
  };

  return (
    <Popup open onClose={onClose} title="更换银行卡">
      <form onSubmit={submit} noValidate>
        <p className="pay-note">新卡将替换当前默认卡，持卡人须为本人</p>
        <div className="pay-fields">
          <div className="ui-field">
            <label htmlFor="rc-card">新卡号</label>
            <CardNumberInput id="rc-card" value={card} onChange={setCard} />
            <p className={problem ? 'pay-hint ui-error' : 'pay-hint'} aria-live="polite">
              {problem ?? (lookup.bank ? `${lookup.bank.bankName}（${quotaText(lookup.bank.singleQuota, lookup.bank.dailyQuota)}）` : '')}
            </p>
          </div>
          <div className="ui-field">
            <label htmlFor="rc-mobile">预留手机</label>
            <input id="rc-mobile" className="ui-input" type="tel" inputMode="numeric" value={mobile} onChange={(e) => setMobile(mobileInput(e.target.value))} />
          </div>
          <CodeField id="rc-code" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}>
            <CaptchaButton send={guarded(() => sendSms(mobile, SMS_TYPE))} sendVoice={guarded(() => replaceCardVoice(mobile))} />
          </CodeField>
        </div>
        <FormEnd prefix="pay" err={err} busy={busy || moving} label="确认更换" busyLabel="提交中…" inset={false} />
      </form>
    </Popup>
  );
}
