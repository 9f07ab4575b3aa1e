import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';

/** Input attributes that recur: a mobile number, an SMS code, an amount in yuan. */
export const INPUT_KINDS = {
  mobile: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  code: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  amount: { inputMode: 'decimal', autoComplete: 'off' },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  kind?: keyof typeof INPUT_KINDS;
  inputRef?: Ref<HTMLInputElement>;
  /** called with the input's new text (beside or instead of onChange) */
  onValue?: (value: string) => void;
  children?: ReactNode;
};

/**
 * A labelled input in the shared field row (`ui-field` with a `ui-input`); `kind` adds the
 * attributes of a mobile, code or amount input, and children (buttons, hints) follow the input.
 */
export function Field({ id, label, kind, inputRef, onValue, children, ...input }: FieldInputProps) {
  const onChange = onValue ? (e: ChangeEvent<HTMLInputElement>) => (input.onChange?.(e), onValue(e.target.value)) : input.onChange;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} className="ui-input" {...(kind && INPUT_KINDS[kind])} {...input} onChange={onChange} />
      {children}
    </div>
  );
}
