import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { getLoan } from './loan';

const str = z.optional(z.nullable(z.string()));

const corporationSchema = z.object({
  name: z.string(),
  url: str,
  address: str,
  contact: str,
  phone: str,
  email: str,
  registeredCapital: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  registeredLocation: str,
  businessScope: str,
  description: str,
  establishDate: str,
  legalPerson: str,
  industry: str,
  creditCode: str,
  brightSpot: str,
  images: z.optional(z.nullable(z.array(z.object({ proofType: z.string(), url: z.string(), title: str })))),
});

type Corporation = z.infer<typeof corporationSchema>;

export interface PartyData {
  title: string;
  /** null: the loan names no corporation (a personal borrower) */
  corp: Corporation | null;
}

/** The loan names its borrower; the borrower's record follows (one hop, nothing to parallelise). */
export const loadParty = (id: string): Promise<PartyData> =>
  getLoan(id).then(async (loan) => ({
    title: loan.title,
    corp: loan.corporationId
      ? await get(`/api/v2/corporation/${encodeURIComponent(loan.corporationId)}`, { schema: corporationSchema })
      : null,
  }));
