/**
 * Cards (SPEC §7 Payment): cert types, bank lookup and channels, ID checks, SMS and voice
 * codes, pre-bind → confirm-bind (3 cards at most), replace card, unbind rules. The calls that
 * only say "done" answer the envelope with data null, as the backend does (oauth2/changelog.md:26-34).
 */
import type { BankAccount, CertType } from '../model';
import { fail, ok } from '../reply';
import type { SandboxState } from '../state';
import type { Register } from './register';
import { investFlags } from './invest-kit';
import { CERT_TYPES, adultId, bankView, cardsOf, checkCode, defaultCard, fundOf, lookupCard, me, validId, type C, type Lookup } from './payment-kit';
import { issueCode } from './auth-codes';
import { MAX_CARDS, unbindBreach } from '../../../domain/rules/cards';
import { isMobileNumber as isMobile } from '../../../domain/validate/mobile';

interface PendingBind {
  realName: string;
  idNumber: string;
  certType: CertType;
  accountNumber: string;
  mobile: string;
  lookup: Lookup;
}

const pendingBinds = new WeakMap<SandboxState, Map<string, PendingBind>>();
const pending = (s: SandboxState) => {
  let m = pendingBinds.get(s);
  if (!m) pendingBinds.set(s, (m = new Map()));
  return m;
};

const digits = (s: string | undefined) => (s ?? '').replace(/\s/g, '');
const verified = (c: C) => me(c).accountStatus >= 42 && !!me(c).idNumber;
const boundByAnyone = (s: SandboxState, card: string) => s.bankAccounts.some((a) => a.account.account === card);
const idTaken = (s: SandboxState, id: string, userId: string | null) => s.users.some((u) => u.idNumber === id && u.id !== userId);

/** The card checks shared by binding and replacing: an error code, or the bank the card belongs to. */
function cardProblem(c: C, card: string): { code: string } | { lookup: Lookup } {
  if (!/^\d{12,19}$/.test(card)) return { code: 'BANK_NOT_FOUND' };
  const lookup = lookupCard(c.state, card);
  if (!lookup) return { code: 'BANK_NOT_FOUND' };
  if (lookup.cardType === 'CREDIT') return { code: 'CREDIT_CARD_NOT_SUPPORTED' };
  if (boundByAnyone(c.state, card)) return { code: 'CARD_ALREADY_BOUND' };
  return { lookup };
}

function preBind(c: C) {
  const user = me(c);
  const f = c.form;
  if (cardsOf(c.state, user.id).length >= MAX_CARDS) return fail('CARD_LIMIT_EXCEEDED');
  const card = digits(f.accountNumber);
  const p = cardProblem(c, card);
  if ('code' in p) return fail(p.code);

  let realName = (f.realName ?? '').trim();
  let idNumber = (f.idNumber ?? '').trim().toUpperCase();
  let certType = (f.certType || 'IDENTITY_CARD') as CertType;
  if (verified(c)) {
    // every card of an account belongs to its one real-name holder
    if ((realName && realName !== user.name) || (idNumber && idNumber !== user.idNumber)) {
      return fail('PRE_BIND_CARD_FAILED', 400, '持卡人须为账户本人');
    }
    ({ name: realName, idNumber, certType } = user);
  } else {
    const cert = CERT_TYPES.find((t) => t.code === certType);
    if (!cert) return fail('PRE_BIND_CARD_FAILED', 400, '不支持的证件类型');
    if (realName.length < 2) return fail('REAL_NAME_REQUIRED');
    if (certType === 'IDENTITY_CARD') {
      if (!validId(idNumber)) return fail('ID_NUMBER_INVALID');
      if (!adultId(idNumber, c.now())) return fail('UNDERAGE');
    } else if (idNumber.length < 5) return fail('ID_NUMBER_INVALID');
    if (idTaken(c.state, idNumber, user.id)) return fail('ID_NUMBER_EXISTS');
  }
  const cert = CERT_TYPES.find((t) => t.code === certType);
  if (cert && 'channel' in cert && p.lookup.bank.payChannel !== cert.channel) return fail('CERT_BANK_NOT_SUPPORTED');
  if (!isMobile(f.mobile)) return fail('INVALID_BANK_MOBILE');
  if (!sameBank(p.lookup, f.bankName)) return fail('PRE_BIND_CARD_FAILED', 400, '银行卡与所选银行不符');

  pending(c.state).set(user.id, { realName, idNumber, certType, accountNumber: card, mobile: f.mobile!, lookup: p.lookup });
  issueCode(c, 'BIND_CARD', f.mobile!);
  return ok();
}

/** `bankName` carries the bank's code (bind-card.ctrl.coffee:33, utils.coffee:395); its name is still taken. */
const sameBank = (l: Lookup, bankName: string | undefined) => !bankName || bankName === l.bank.bankCode || bankName === l.bank.bankName;

function confirmBind(c: C) {
  const user = me(c);
  const f = c.form;
  const p = pending(c.state).get(user.id);
  const card = digits(f.accountNumber);
  if (!p || p.accountNumber !== card || p.mobile !== f.mobile) return fail('BIND_CARD_FAILED', 400, '请先获取验证码');
  if (!(f.smsCode ?? '').trim()) return fail('BIND_CARD_FAILED', 400, '请输入验证码');
  const code = checkCode(c, 'BIND_CARD', p.mobile, f.smsCode);
  if (code !== 'ok') return fail('BIND_CARD_FAILED', 400, code === 'wrong' ? '短信验证码错误' : '验证码已失效，请重新获取');
  // the state may have moved between the two calls
  if (cardsOf(c.state, user.id).length >= MAX_CARDS) return fail('CARD_LIMIT_EXCEEDED');
  if (boundByAnyone(c.state, card)) return fail('CARD_ALREADY_BOUND');
  if (idTaken(c.state, p.idNumber, user.id)) return fail('ID_NUMBER_EXISTS');
  pending(c.state).delete(user.id);

  const bank = p.lookup.bank;
  const first = !defaultCard(c.state, user.id);
  const account: BankAccount = {
    userId: user.id,
    account: {
      account: card,
      bank: bank.bankCode,
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      name: p.realName,
      idNumber: p.idNumber,
      bankMobile: p.mobile,
      singleQuota: bank.singleQuota,
      dailyQuota: bank.dailyQuota,
    },
    defaultAccount: first,
    expressAccount: first,
    quotaFen: 0,
  };
  c.state.bankAccounts.push(account);
  if (!verified(c)) {
    Object.assign(user, { name: p.realName, idNumber: p.idNumber, certType: p.certType, accountStatus: Math.max(user.accountStatus, 60) });
    if (p.certType === 'IDENTITY_CARD') user.birthday = `${p.idNumber.slice(6, 10)}-${p.idNumber.slice(10, 12)}-${p.idNumber.slice(12, 14)}`;
  }
  fundOf(c.state, user.id);
  return ok();
}

/** Replacing swaps the default (paying) card for a new one; its funds and role carry over. */
function replaceCard(c: C) {
  const user = me(c);
  const f = c.form;
  const current = defaultCard(c.state, user.id);
  if (!current) return fail('NO_BANK_CARD');
  const card = digits(f.accountNumber);
  const p = cardProblem(c, card);
  if ('code' in p) return fail(p.code);
  if (f.bankCode && f.bankCode !== p.lookup.bank.bankCode) return fail('CHECK_CARD_FAILED');
  if ((f.name && f.name !== user.name) || (f.idCardNumber && f.idCardNumber.toUpperCase() !== user.idNumber)) {
    return fail('CHECK_CARD_FAILED');
  }
  if (!isMobile(f.mobile)) return fail('INVALID_BANK_MOBILE');
  const code = checkCode(c, 'REPLACE_CARD', f.mobile!, f.smsCaptcha);
  if (code !== 'ok') return fail('INVALID_MOBILE_CAPTCHA');
  const bank = p.lookup.bank;
  Object.assign(current.account, {
    account: card,
    bank: bank.bankCode,
    bankCode: bank.bankCode,
    bankName: bank.bankName,
    bankMobile: f.mobile,
    singleQuota: bank.singleQuota,
    dailyQuota: bank.dailyQuota,
  });
  return ok();
}

/** SPEC §5: the default card only with no funds at all; another card only with no quota left. */
function unbind(c: C) {
  const user = me(c);
  const card = digits(c.form.accountNumber);
  const mine = cardsOf(c.state, user.id);
  const target = mine.find((a) => a.account.account === card);
  if (!target) return fail('CANCEL_CARD_FAILED', 400, '未找到该银行卡');
  const f = fundOf(c.state, user.id);
  const held = unbindBreach(target.defaultAccount, f.availableAmount + f.frozenAmount + f.dueInAmount, target.quotaFen);
  if (held) return fail(held === 'HELD' ? 'UNBIND_CARD_NOT_ALLOWED' : 'UNBIND_CARD_NOT_ALLOWED_SUB');
  c.state.bankAccounts = c.state.bankAccounts.filter((a) => a !== target);
  const next = mine.find((a) => a !== target);
  if (target.defaultAccount && next) next.defaultAccount = next.expressAccount = true;
  return ok();
}

export const registerPayment: Register = (r) => {
  r.get('/api/v2/payment/router/certTypes', () => ok(CERT_TYPES));

  r.getAuth('/api/v2/payment/router/hasOpenCurrentChannel/MYSELF', (c) => ok(!investFlags(c.state).channelDown && !!defaultCard(c.state, c.userId!)));

  // {userInfo, bankCards: [{userId, account}]} (utils.coffee:370-376, newAccount/recharge.js:351-362);
  // no holder on record until the first card is bound
  r.getAuth('/api/v2/payment/router/MYSELF/userBindCardInfo', (c) => {
    const u = me(c);
    return ok({
      userInfo: verified(c) ? { name: u.name, idNumber: u.idNumber } : { name: null, idNumber: null },
      bankCards: cardsOf(c.state, u.id).map((a) => ({
        userId: a.userId,
        account: { name: a.account.name, account: a.account.account, bankMobile: a.account.bankMobile, bank: a.account.bank },
      })),
    });
  });

  r.get('/api/v2/multiPayment/router/getBankConstraints/channel/:channel', (c) =>
    ok(c.state.banks.filter((b) => b.payChannel === c.params.channel).map(bankView)),
  );

  r.get('/api/v2/bank/bankCode', (c) => {
    const prefix = digits(c.query.get('prefix') ?? c.query.get('cardNo') ?? '');
    if (!/^\d{6,19}$/.test(prefix)) return fail('BANK_NOT_FOUND');
    const hit = lookupCard(c.state, prefix);
    return hit ? ok({ ...bankView(hit.bank), cardType: hit.cardType }) : fail('BANK_NOT_FOUND');
  });

  r.post('/api/v2/users/check/id_number', (c) => {
    const id = (c.form.idNumber ?? '').trim().toUpperCase();
    if (!validId(id)) return fail('ID_NUMBER_INVALID');
    return idTaken(c.state, id, c.userId) ? fail('ID_NUMBER_EXISTS') : ok(true);
  });

  // Generic SMS: smsType is the purpose the code is kept under (BIND_CARD, REPLACE_CARD, …).
  r.post('/api/v2/smsCaptcha', (c) => {
    const { mobile, smsType } = c.form;
    if (!isMobile(mobile) || !smsType) return fail('SMS_CAPTCHA_FAILED');
    issueCode(c, smsType, mobile!);
    return ok();
  });
  r.postAuth('/api/v2/smsCaptcha/MYSELF', (c) => {
    if (!c.form.smsType) return fail('SMS_CAPTCHA_FAILED');
    issueCode(c, c.form.smsType, me(c).mobile);
    return ok();
  });

  r.postAuth('/api/v2/multiPayment/router/MYSELF/preBindCard', preBind);
  r.postAuth('/api/v2/multiPayment/router/MYSELF/confirmBindCard', confirmBind);
  // Voice codes (paths not shown in the contract): the same purpose as the SMS they stand in for.
  r.postAuth('/api/v2/multiPayment/router/MYSELF/bindCardAudioCaptcha', (c) => {
    const p = pending(c.state).get(c.userId!);
    if (!p || p.mobile !== c.form.mobile) return fail('AUDIO_CAPTCHA_FAILED');
    issueCode(c, 'BIND_CARD', p.mobile);
    return ok(true);
  });
  r.postAuth('/api/v2/multiPayment/router/MYSELF/replaceCardAudioCaptcha', (c) => {
    if (!isMobile(c.form.mobile) || !defaultCard(c.state, c.userId!)) return fail('AUDIO_CAPTCHA_FAILED');
    issueCode(c, 'REPLACE_CARD', c.form.mobile!);
    return ok(true);
  });
  r.postAuth('/api/v2/user/checkBankcard', replaceCard);
  r.postAuth('/api/v2/payment/router/cancelBindCard', unbind);
};
