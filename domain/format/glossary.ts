// The product's words, once. We are an online-lending information intermediary (网络借贷信息
// 中介): under the CBIRC 2016 暂行办法 and the 2017 disclosure guideline, lending to a borrower is
// 出借 (never 投资 or 理财), the user is the 出借人, the other party the 借款人. Funds (JJLC) are
// securities, so they are bought (购买), and so is a transferred claim, which its seller 转让s.
// Legal terms keep the law's words: 合格投资者, 专业投资者, 投资者适当性.
// Status labels are in statuses.ts: a separate module, so a screen that needs only the words
// does not load every status map (esbuild shares code per module).
import { formatFen } from './money';

export const LEND = '出借';
export const BUY = '购买';
export const TRANSFER = '转让';
export const LENDER = '出借人';
export const BORROWER = '借款人';
export const LEND_NOW = '立即出借';
export const BUY_NOW = '立即购买';
export const MY_LENDING = '我的出借';
export const LEND_RECORDS = '出借记录';
export const LEND_RULES = '出借规则';
export const RISK_WARNING = '市场有风险，出借需谨慎';
/** the six digits asked before every move of money (never 交易密码: one name in one sheet) */
export const PAY_PASSWORD = '支付密码';

/** A coupon is a 红包; its kinds, one name each wherever a coupon or its fund record shows. */
export const COUPON_TYPE: Record<string, string> = { CASH: '现金红包', INTEREST: '加息券', PRINCIPAL: '增值券', REBATE: '返现券' };

export type Verb = typeof LEND | typeof BUY;

/** Product keys that are funds (securities): bought, not lent. */
export const FUND_KEYS: readonly string[] = ['JJLC'];

/** What the user does with a product: a fund is bought, every loan is lent to. */
export const verbOf = (productKey: string | null | undefined): Verb => (FUND_KEYS.includes(productKey ?? '') ? BUY : LEND);

/** 出借金额 / 购买金额 */
export const amountLabel = (v: Verb) => `${v}金额`;
/** 最低出借金额 / 最低购买金额 */
export const minAmountLabel = (v: Verb) => `最低${v}金额`;
/** The card tag for the minimum: '100元起' (never 起投). */
export const fromYuan = (yuan: string) => `${yuan}元起`;

/**
 * A bound of a rule in yuan (a minimum, a step, a single-order maximum, a coupon's threshold),
 * as every message prints it: grouped, whole yuan without '.00' (100000_00 → '100,000'; 650_50 →
 * '650.50'). An amount of money (a balance, what remains of a loan) keeps its two decimals:
 * formatFen (106500_00 → '106,500.00'). Never a raw number of yuan ('100000元').
 */
export const limitYuan = (fen: number) => formatFen(fen).replace(/\.00$/, '');

/** Two ends of a range as shown; one when they read the same ('12.00%', not '12.00%~12.00%'). */
export const joinRange = (lo: string, hi: string, sep = '~') => (lo === hi ? lo : lo + sep + hi);
