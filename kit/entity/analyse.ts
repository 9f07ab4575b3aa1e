// POST /api/v2/loan/request/analyse: the expected interest of an amount at a loan's rate, term
// and method, as the server works it out. The calculator and the invest form both ask it.
import * as z from 'zod/mini';
import { post } from '../../runtime/api/client';
import { formatFen } from '../../domain/format/money';
import { formatRate } from '../../domain/format/rate';
import type { Duration } from '../../domain/duration';

export interface AnalyseInput {
  /** yuan, as typed (already validated) */
  amountValue: string;
  dueYear: number;
  dueMonth: number;
  dueDay: number;
  /** percent, '9.00' */
  annualRate: string;
  paymentMethod: string;
}

export const analyse = (body: AnalyseInput) =>
  post('/api/v2/loan/request/analyse', {
    schema: z.object({ interest: z.number(), principal: z.optional(z.number()) }),
    body: { ...body },
  });

interface Priced {
  duration: Duration;
  rate: number;
  addRate?: number | null;
  method?: string | null;
}

/** The analyse call for `fen` invested in this loan (rate plus any added rate). */
export const analyseFor = (loan: Priced, fen: number) => {
  const d = loan.duration;
  return analyse({
    amountValue: formatFen(fen, { group: false }),
    dueYear: d.years ?? 0,
    dueMonth: d.months ?? (d.years ? 0 : (d.totalMonths ?? 0)),
    dueDay: d.days ?? 0,
    annualRate: formatRate(loan.rate + (loan.addRate ?? 0)),
    paymentMethod: loan.method ?? '',
  });
};
