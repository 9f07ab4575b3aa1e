// Words and rules about loans that several screens share (SPEC §4).
import type { Duration } from './duration';

export const PRODUCT_NAMES: Record<string, string> = {
  NEW: '新手专享',
  GDSY: '精选出借',
  CPTJ: '产品推荐',
  GDHD: '高端活动',
  GDLC: '高端定期',
  ZXHD: '尊享活动',
  ZXLC: '尊享定期',
  HZZQ: '汇智债权',
  JJLC: '私募基金',
  HDZX: '活动专享',
  DQCP: '定期产品',
};

/** Split into value and unit so the number can be set large. */
export function durationParts(d: Duration): [number, string] {
  if (d.years && !d.months && !d.days) return [d.years, '年'];
  if (d.totalMonths && !d.days) return [d.totalMonths, '个月'];
  return [d.totalDays ?? d.days ?? 0, '天'];
}

const LIVE = new Set(['OPENED', 'SCHEDULED']);
const RED = new Set(['OPENED', 'FINISHED', 'FAKESETTLED', 'FAILED']);

/** Progress shows 100% (and balance 0) unless the loan is still open or about to open. */
export const progressPercent = (status: string, investPercent: number) =>
  LIVE.has(status) ? Math.min(100, Math.max(0, Math.floor(investPercent * 100))) : 100;

export const shownBalance = (status: string, balance: number) => (LIVE.has(status) ? balance : 0);

export const progressRed = (status: string) => RED.has(status);
