/** Banks (card BIN lookup, quotas, pay channels) and the users' bound cards. */
import type { Bank, BankAccount, User } from '../model';
import { makeCardNumber } from './idcard';
import { DEMO_ACCOUNTS } from './users';
import { createRng } from './rng';

/**
 * Plausible BINs for the sandbox's card lookup; quotas in yuan (-1 = unlimited).
 * CMB, CMBC, HXB: low limits (limit tip) on the restricted channel; PAB: unlimited;
 * PSBC, SHB: card-union payment; SHB quota 0 (zero-quota prompt).
 */
export const BANKS: Bank[] = [
  { bankCode: 'ICBC', bankName: '中国工商银行', prefixes: ['622202', '622208', '621226', '621558'], creditPrefixes: ['625330', '427018'], singleQuota: 50000, dailyQuota: 50000, payChannel: 'NORMAL' },
  { bankCode: 'ABC', bankName: '中国农业银行', prefixes: ['622848', '622845', '623052'], creditPrefixes: ['625996', '622836'], singleQuota: 50000, dailyQuota: 200000, payChannel: 'NORMAL' },
  { bankCode: 'BOC', bankName: '中国银行', prefixes: ['621661', '621785', '621790'], creditPrefixes: ['625907'], singleQuota: 50000, dailyQuota: 200000, payChannel: 'NORMAL' },
  { bankCode: 'CCB', bankName: '中国建设银行', prefixes: ['621700', '622700', '436742'], creditPrefixes: ['625362', '622166'], singleQuota: 50000, dailyQuota: 100000, payChannel: 'NORMAL' },
  { bankCode: 'COMM', bankName: '交通银行', prefixes: ['622262', '622260'], creditPrefixes: ['521899'], singleQuota: 20000, dailyQuota: 50000, payChannel: 'NORMAL' },
  { bankCode: 'CMB', bankName: '招商银行', prefixes: ['622588', '621483', '621286'], creditPrefixes: ['622575', '439225'], singleQuota: 5000, dailyQuota: 5000, payChannel: 'RESTRICTED' },
  { bankCode: 'CIB', bankName: '兴业银行', prefixes: ['622909', '622908'], creditPrefixes: ['625087'], singleQuota: 50000, dailyQuota: 50000, payChannel: 'NORMAL' },
  { bankCode: 'CEB', bankName: '中国光大银行', prefixes: ['622660', '622666'], creditPrefixes: ['625978'], singleQuota: 50000, dailyQuota: 100000, payChannel: 'NORMAL' },
  { bankCode: 'CMBC', bankName: '中国民生银行', prefixes: ['622622', '621691'], creditPrefixes: ['622617'], singleQuota: 5000, dailyQuota: 10000, payChannel: 'RESTRICTED' },
  { bankCode: 'SPDB', bankName: '上海浦东发展银行', prefixes: ['622521', '622516'], creditPrefixes: ['625970'], singleQuota: 50000, dailyQuota: 100000, payChannel: 'NORMAL' },
  { bankCode: 'CITIC', bankName: '中信银行', prefixes: ['622690', '621771'], creditPrefixes: ['622918'], singleQuota: 10000, dailyQuota: 10000, payChannel: 'NORMAL' },
  { bankCode: 'HXB', bankName: '华夏银行', prefixes: ['622630', '623021'], creditPrefixes: ['625967'], singleQuota: 5000, dailyQuota: 10000, payChannel: 'RESTRICTED' },
  { bankCode: 'PAB', bankName: '平安银行', prefixes: ['622298', '621626'], creditPrefixes: ['622155'], singleQuota: -1, dailyQuota: -1, payChannel: 'NORMAL' },
  { bankCode: 'GDB', bankName: '广发银行', prefixes: ['622568', '621462'], creditPrefixes: ['625809'], singleQuota: 50000, dailyQuota: 50000, payChannel: 'NORMAL' },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行', prefixes: ['621799', '622188', '621098'], creditPrefixes: ['625919'], singleQuota: 5000, dailyQuota: 5000, payChannel: 'UNION' },
  { bankCode: 'SHB', bankName: '上海银行', prefixes: ['622892', '621050'], creditPrefixes: ['625099'], singleQuota: 0, dailyQuota: 0, payChannel: 'UNION' },
];

/** 王建国's cards: 19-digit ICBC (default) and 16-digit CMB. */
export const INVESTOR_CARDS = {
  icbc: makeCardNumber('622202', 19, '4001873316'),
  cmb: makeCardNumber('622588', 16, '0217664930'),
};

function bankOf(code: string): Bank {
  const bank = BANKS.find((b) => b.bankCode === code);
  if (!bank) throw new Error(`unknown bank ${code}`);
  return bank;
}

function card(user: User, code: string, number: string, isDefault: boolean, quotaFen: number): BankAccount {
  const bank = bankOf(code);
  return {
    userId: user.id,
    account: {
      account: number,
      bank: bank.bankCode,
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      name: user.name,
      idNumber: user.idNumber,
      bankMobile: user.mobile,
      singleQuota: bank.singleQuota,
      dailyQuota: bank.dailyQuota,
    },
    defaultAccount: isDefault,
    expressAccount: isDefault,
    quotaFen,
  };
}

export function buildBankAccounts(users: User[]): BankAccount[] {
  const rng = createRng('bank-accounts');
  const accounts: BankAccount[] = [];
  const common = ['ICBC', 'ABC', 'BOC', 'CCB', 'COMM', 'CIB', 'SPDB', 'PAB', 'GDB', 'CEB'];
  for (const user of users) {
    if (user.accountStatus < 42) continue;
    if (user.id === DEMO_ACCOUNTS.investor.userId) {
      accounts.push(card(user, 'ICBC', INVESTOR_CARDS.icbc, true, 5_234_056));
      accounts.push(card(user, 'CMB', INVESTOR_CARDS.cmb, false, 0));
      continue;
    }
    const code = user.id === DEMO_ACCOUNTS.referrer.userId ? 'CCB' : rng.pick(common);
    const bank = bankOf(code);
    const bin = rng.pick(bank.prefixes);
    const digits = String(rng.int(1_000_000_000, 9_999_999_999));
    accounts.push(card(user, code, makeCardNumber(bin, 19, digits), true, rng.int(1, 500) * 10_000));
  }
  return accounts;
}
