// 借款协议 as the contract call sends it: the backend family serves a PDF, the sandbox an HTML
// page; read as text, so the screen can tell which it got, or that it got no contract at all.
import * as z from 'zod/mini';
import { get } from '../../../runtime/api/client';
import { ApiError, SCHEMA } from '../../../runtime/api/api-error';
import { settle, type Settled } from '../../../runtime/api/settled-text';
import { contractPath } from '../rules/invest-status';

export type Contract = { kind: 'pdf' } | { kind: 'html'; html: string } | { kind: 'text'; text: string };

const TAGS = /<[a-z][^>]*>/i;
/** a contract names itself; a Wi-Fi login page answering 200 for anything does not */
const NAMED = /协议|合同/;

/** What the contract call sent, or null when it is no contract (a captive portal, an empty body). */
export function contractOf(body: string): Contract | null {
  const s = body.trim();
  if (s.startsWith('%PDF-')) return { kind: 'pdf' };
  if (!NAMED.test(s)) return null;
  return TAGS.test(s) ? { kind: 'html', html: s } : { kind: 'text', text: s };
}

const UNREADABLE = '借款协议暂时无法显示，请稍后重试';

/** GET invest/{id}/contract as text (SPEC §4: there once the loan has settled). */
export const getContract = (investId: string) =>
  get(contractPath(investId), { schema: z.string(), text: true }).then((body) => {
    const c = contractOf(body);
    if (!c) throw new ApiError(SCHEMA, UNREADABLE, 200);
    return c;
  });

/** /dashboard/invest/:id/contract's loader: the contract, or why it cannot be shown. */
export const loadContract = (investId: string): Promise<Settled<Contract>> => settle(getContract(investId));
