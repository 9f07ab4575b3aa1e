// The bind-card form's parts, as the screen's hook (use-bind-card) has them: the holder (shown
// once verified, else typed), the card number with the bank it names, and the banks' limits.
import { maskId, maskName } from '../../../domain/format/mask';
import { quotaText } from '../rules/cards';
import { unionNote } from '../rules/card';
import { CardNumberInput } from './card-number-input';
import { Field } from '../../../kit/ui/field';
import { SheetPicker } from '../../../kit/ui/sheet-picker';
import { normalizeId, type BindCardState } from './use-bind-card';

type Props = { b: BindCardState };

export function HolderFields({ b: { locked, info, name, setName, certs, cert, setCert, idHint, id, setId } }: Props) {
  return locked ? (
    <>
      <div className="ui-field">
        <span className="pay-label">持卡人</span>
        <span>{maskName(info.realName)}</span>
      </div>
      <div className="ui-field">
        <span className="pay-label">证件号码</span>
        <span>{maskId(info.idNumber)}</span>
      </div>
    </>
  ) : (
    <>
      <Field id="bind-name" label="真实姓名" autoComplete="name" maxLength={30} placeholder="请输入持卡人姓名" value={name} onValue={setName} />
      <div className="ui-field">
        <label htmlFor="bind-cert">证件类型</label>
        <SheetPicker id="bind-cert" title="选择证件类型" options={certs.map((c) => ({ value: c.code, label: c.name }))} value={cert} onChange={setCert} />
      </div>
      <Field
        id="bind-id"
        label="证件号码"
        autoComplete="off"
        maxLength={30}
        placeholder={idHint}
        value={id}
        onValue={setId}
        onBlur={() => setId(normalizeId(id))}
      />
    </>
  );
}

export function CardField({ b: { card, setCard, problem, lookup } }: Props) {
  return (
    <div className="ui-field">
      <label htmlFor="bind-card">银行卡号</label>
      <CardNumberInput id="bind-card" value={card} onChange={setCard} />
      <p className={problem ? 'pay-hint ui-error' : 'pay-hint'} aria-live="polite">
        {problem ??
          (lookup.bank ? `${lookup.bank.bankName}（${quotaText(lookup.bank.singleQuota, lookup.bank.dailyQuota)}）` : lookup.loading ? '正在识别银行…' : '')}
      </p>
      {!problem && lookup.bank && <p className="pay-hint">{unionNote(lookup.bank)}</p>}
    </div>
  );
}

/** The banks a card may be of (the restricted channel's only, for its certificates), with their limits. */
export function BankLimits({ b: { shown } }: Props) {
  return (
    <details className="pay-banks">
      <summary>支持的银行及限额</summary>
      <ul>
        {shown.map((b) => (
          <li key={b.bankCode}>
            <span>{b.bankName}</span>
            <span>{quotaText(b.singleQuota, b.dailyQuota)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
