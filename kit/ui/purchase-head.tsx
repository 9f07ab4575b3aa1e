// The head of a purchase screen (a loan's invest, a claim's purchase): what is bought, its rate
// first and large, two more figures beside it; purchase-form.css draws it (.inv-loan).
import type { ReactNode } from 'react';
import { LabelRows, type LabelRow } from './label-rows';

export function PurchaseHead({ title, rate, figures, children }: { title: string; rate: string; figures: readonly LabelRow[]; children?: ReactNode }) {
  return (
    <section className="inv-loan">
      <h2>{title}</h2>
      <LabelRows rows={[['预期年化', <span className="inv-rate">{rate}</span>], ...figures]} />
      {children}
    </section>
  );
}
