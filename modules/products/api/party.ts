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
  /** the borrower's record; null when the loan gives no id to ask for it */
  corp: Corporation | null;
  /** the names the loan itself gives (corporationName, corporationShortName) */
  name: string;
  shortName: string;
}

/**
 * The loan names its borrower; the borrower's record follows where the loan gives its id (one
 * hop, nothing to parallelise). The family's loan record gives only the names (no source shows
 * a corporationId), so against it the screen shows those and asks for nothing more.
 */
export const loadParty = (id: string): Promise<PartyData> =>
  getLoan(id).then(async (loan) => ({
    title: loan.title,
    name: loan.corporationName ?? '',
    shortName: loan.corporationShortName ?? '',
    corp: loan.corporationId ? await get(`/api/v2/corporation/${encodeURIComponent(loan.corporationId)}`, { schema: corporationSchema }) : null,
  }));
