// The investor's holdings in words and rules (SPEC §4): the statuses each list tab asks for,
// what each status is called (the glossary's words, shared with every other screen), and what
// an investment allows (contract, transfer, redemption).
// No React and no calls: every holdings screen shares it, so what only the detail and redeem
// screens need (the cycle window, the schedule's totals) lives with their components.
import { formatFen, shiftRound } from '../../../domain/format/money';
import { FUND_STATUS, FUND_TRADE_STATUS, HOLD_TAB, OFFLINE_STATUS } from '../../../domain/format/statuses';
import { TRANSFER_TAB_STATUSES, toneOfKey, type Tone } from './holding';
import { METHOD_TEXT } from '../../../domain/repay-method';

/** SPEC §9: every holdings list pages by 10. */
export const PAGE_SIZE = 10;

export type HoldTab = 'INHAND' | 'ASSIGN' | 'CLEARED';

export interface StatusTab {
  key: HoldTab;
  label: string;
  statuses: readonly string[];
  /** the tab lists the investor's own transfers (creditassign/list/user/MYSELF), not investments */
  transfers?: true;
}

export const ONLINE_TABS: readonly StatusTab[] = [
  { key: 'INHAND', label: HOLD_TAB.INHAND, statuses: ['FINISHED', 'PROPOSED', 'FROZEN', 'SETTLED', 'OVERDUE', 'BREACH', 'REDEEMING', 'UNPAID'] },
  // An investment's FINISHED is 募集中 (raising): the tab asks the seller's transfers instead, as
  // the family's H5 did (invest.ctrl.coffee: tab ASSIGN → get_user_creditassign_list), with the
  // claim statuses of a transfer on sale or sold.
  { key: 'ASSIGN', label: HOLD_TAB.ASSIGN, statuses: TRANSFER_TAB_STATUSES, transfers: true },
  { key: 'CLEARED', label: HOLD_TAB.CLEARED, statuses: ['CLEARED', 'REDEEMED'] },
];

export const OFFLINE_TABS: readonly StatusTab[] = [
  { key: 'INHAND', label: HOLD_TAB.INHAND, statuses: ['INTERESTED'] },
  { key: 'CLEARED', label: HOLD_TAB.CLEARED, statuses: ['REDEMPTION'] },
];

// A fund product's OPEN and FINISHED are its raising period, so that tab is named for it.
export const FUND_TABS: readonly StatusTab[] = [
  { key: 'INHAND', label: FUND_STATUS.SETTLED!, statuses: ['SETTLED', 'REDEEMING'] },
  { key: 'ASSIGN', label: FUND_STATUS.OPEN!, statuses: ['OPEN', 'FINISHED'] },
  { key: 'CLEARED', label: FUND_STATUS.REDEEMED!, statuses: ['REDEEMED'] },
];

/** The tab named `key`, else the first. */
export const tabOf = (tabs: readonly StatusTab[], key: string | null): StatusTab => tabs.find((t) => t.key === key) ?? tabs[0]!;

export const offlineStatusWord = (status: string) => OFFLINE_STATUS[status] ?? status;

export const fundStatusWord = (status: string) => FUND_STATUS[status] ?? status;

/** A rate in hundredths of a percent (900) as '9.00%'; '--' when missing. */
export const rateText = (rate: number | null | undefined, add?: number | null) =>
  rate == null ? '--' : `${formatFen(rate, { group: false })}%${add ? `+${formatFen(add, { group: false })}%` : ''}`;

/** A net value has four decimals; shown from its decimal text, not a float product. */
export function formatNav(v: number | null | undefined): string {
  const n = v == null ? NaN : shiftRound(v, 4);
  if (!Number.isFinite(n)) return '--';
  const a = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(a / 10000)}.${String(a % 10000).padStart(4, '0')}`;
}

/** A rate already in percent (0.25 is 0.25%), signed, 2 decimals. */
export const formatPct = (v: number | null | undefined) => (v == null ? '--' : `${formatFen(shiftRound(v, 2), { plus: true })}%`);

const RECORD_WORDS: Record<string, string> = { SUBSCRIBE: '认购', PURCHASE: '申购', REDEEM: '赎回', DIVIDEND: '分红' };
export const fundRecordWord = (type: string) => RECORD_WORDS[type] ?? type;

export const fundRecordStatusWord = (status: string) => FUND_TRADE_STATUS[status] ?? status;

/** A fund holding redeemed in full opens on its records (SPEC §4). */
export const fundDetailPath = (id: string, status: string) =>
  `/dashboard/frfinvest-detail/${encodeURIComponent(id)}${status === 'REDEEMED' ? '?tab=record' : ''}`;

/** An investment's contract page (an HTML document the server renders for its owner). */
export const contractPath = (investId: string) => `/api/v2/user/MYSELF/invest/${encodeURIComponent(investId)}/contract`;

interface Term {
  years?: number | null;
  months?: number | null;
  days?: number | null;
  totalMonths?: number | null;
  totalDays?: number | null;
}

/** A term in words: 1年, 12个月 or 30天; '--' when none is known. */
export function termText(d: Term | null | undefined): string {
  if (!d) return '--';
  if (d.years && !d.months && !d.days) return `${d.years}年`;
  if (d.totalMonths && !d.days) return `${d.totalMonths}个月`;
  const days = d.totalDays ?? d.days;
  return days ? `${days}天` : '--';
}

/** SPEC §4: the contract is fetched for these. */
const CONTRACT = new Set(['SETTLED', 'CLEARED', 'OVERDUE', 'BREACH']);
export const hasContract = (status: string) => CONTRACT.has(status);

/** The badge's colour for an offline or fund status (its word says the same); an investment's comes with its word (modules/portfolio/rules/holding). */
export const toneOf = (status: string): Tone => toneOfKey(status);

const RAISING = new Set(['PROPOSED', 'FROZEN', 'FINISHED', 'UNPAID']);
/** Still raising or awaiting payment: no interest yet, so no next repayment to name. */
export const isRaising = (status: string) => RAISING.has(status);

export const methodWord = (m: string | null | undefined) => (m ? (METHOD_TEXT[m] ?? m) : '--');

export interface TransferFacts {
  status: string;
  paymentType?: string | null;
  creditAssignId?: string | null;
  cycleProduct?: boolean | null;
  /** unpaid periods still to come */
  undue: number;
}

/**
 * An online investment repaying on time, not already on sale, with periods still to come.
 * Cycle products leave through redemption instead. The transfer screen asks the server for
 * the valuation, which has the last word.
 */
export const canTransfer = (f: TransferFacts) => f.status === 'SETTLED' && f.paymentType !== 'OFFLINE' && !f.creditAssignId && !f.cycleProduct && f.undue > 0;
