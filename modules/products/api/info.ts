import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { loanSchema } from './loan';
import { repaymentsSchema } from './repayments';

const str = z.optional(z.nullable(z.string()));

const infoSchema = z.extend(loanSchema, {
  financingGuarantee: str,
  brightSpotOfEnterprise: str,
  protectMode: str,
  loanRequest: z.extend(loanSchema.shape.loanRequest, { description: str, riskInfo: str }),
});

export type LoanInfo = z.infer<typeof infoSchema>;
export type InfoData = { loan: LoanInfo; repayments: z.infer<typeof repaymentsSchema> };

/** The loan with its security texts, and its repayment schedule, fetched together. */
export const loadInfo = (id: string): Promise<InfoData> => {
  const path = `/api/v2/loan/${encodeURIComponent(id)}`;
  return Promise.all([get(path, { schema: infoSchema }), get(`${path}/repayments`, { schema: repaymentsSchema })]).then(([loan, repayments]) => ({
    loan,
    repayments,
  }));
};

export { analyse, type AnalyseInput } from '../../../kit/entity/analyse';
