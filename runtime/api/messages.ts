// The one Chinese catalogue for backend codes (SPEC §8, API-NOTES). Loaded as its own
// chunk on the first error, so the entry does not carry it.
import { formatYuan } from '../../domain/format/money';
import { shanghaiParts } from '../../domain/format/dates';
import { WEAK_REASONS } from '../../domain/rules/pay-password';
import { LOGIN_PASSWORD_HINT } from '../../domain/validate/password';
import { VERSION_REFUSED } from './h5-version';
export const UNKNOWN_MESSAGE = '系统繁忙，请稍后重试';

export const MESSAGES: Record<string, string> = {
  ACCESS_DENIED: '登录超时，请重新登录',
  NETWORK_ERROR: '网络异常，请检查网络后重试',
  SCHEMA_ERROR: '系统繁忙，请稍后重试',
  DUPLICATE_ORDER: '该笔交易已提交，请勿重复操作',
  COMMUNICATION_ERROR: '通讯异常，请稍后重试',
  CROSS_SITE_REQUEST: '请求来源异常，请在本站页面内操作',
  [VERSION_REFUSED]: '当前页面版本已停用，请刷新后重试',
  SUCCEED: '操作成功',
  SUCCESSFUL: '操作成功',
  FAILED: '用户名或密码错误',
  FAILED_SMSCAPTCHA: '短信验证码错误或已失效',
  TOO_MANY_ATTEMPT: '密码错误次数过多，账户已被锁定，请联系客服',
  TOO_CROWD: '操作过于频繁，请稍后再试',
  USER_DISABLED: '账户已被冻结，请联系客服',
  USER_NOT_EXISTS: '请先注册',
  INCORRECT_PASSWORD: '支付密码不正确',
  MOBILE_EXISTS: '手机号已被注册',
  MOBILE_USED: '手机号已被注册',
  MOBILE_NOT_EXISTS: '该手机号尚未注册',
  REGISTER_FAILED: '注册失败，请稍后重试',
  INVALID_CAPTCHA: '图形验证码错误或已失效',
  IMG_CAPTCHA_NULL: '请输入图形验证码',
  IMG_CAPTCHA_REQUIRED: '请输入图形验证码',
  INVALID_MOBILE_CAPTCHA: '无效的手机验证码',
  SMS_CAPTCHA_FAILED: '获取验证码失败，请重试',
  AUDIO_CAPTCHA_FAILED: '获取语音验证码失败，请重试',
  INVALID_INVITE_CODE: '邀请码无效',
  INVALID_MOBILE: '请输入正确的手机号码',
  INVALID_PASSWORD: `${LOGIN_PASSWORD_HINT}，不能包含空格`,
  INCORRECT_CURRENT_PASSWORD: '原登录密码不正确',
  INVALID_WX_CODE: '微信授权已失效，请重新进入',
  INVALID_SOCIAL_USER: '微信授权信息已失效，请重新授权',
  SOCIAL_USER_BOUND: '该微信已绑定其他账户',
  SOCIAL_USER_NOT_BOUND: '当前账户未绑定微信',
  USER_BALANCE_INSUFFICIENT: '账户可用余额不足',
  BID_NO_BALANCE: '已售罄',
  SELF_BID_FORBIDDEN: '不能出借自己的借款项目',
  INVALID_AMOUNT: '出借金额不符合产品规则',
  INVALID_PARAMS: '填写的内容有误，请检查后重试',
  TRADE_FAILED: '交易失败，请稍后重试',
  PRE_BIND_CARD_FAILED: '绑卡申请失败',
  CHECK_CARD_FAILED: '银行卡校验失败',
  BIND_CARD_FAILED: '绑卡失败',
  CARD_ALREADY_BOUND: '该银行卡已绑定',
  CARD_LIMIT_EXCEEDED: '最多只能绑定3张银行卡',
  CREDIT_CARD_NOT_SUPPORTED: '暂不支持信用卡，请使用储蓄卡',
  ID_NUMBER_EXISTS: '该身份证号已被使用',
  UNBIND_CARD_NOT_ALLOWED: '账户仍有资金，默认银行卡暂不能解绑',
  UNBIND_CARD_NOT_ALLOWED_SUB: '该银行卡仍有额度未使用，暂不能解绑',
  CANCEL_CARD_SUCCEED: '银行卡解绑成功',
  CANCEL_CARD_FAILED: '银行卡解绑失败',
  PAYMENT_PASSWORD_LOCKED: '支付密码错误次数过多，请稍后再试或找回支付密码',
  PAYMENT_PASSWORD_EXISTS: '已设置过支付密码',
  WEAK_PAYMENT_PASSWORD: '支付密码过于简单，请重新设置',
  PROCESSING: '充值处理中，请稍后查询',
  // payment (cards, payment password, recharge, withdraw)
  REAL_NAME_REQUIRED: '请输入真实姓名',
  ID_NUMBER_INVALID: '证件号码不正确，请核对',
  UNDERAGE: '未满18周岁不能开户',
  BANK_NOT_FOUND: '未能识别该银行卡，请核对卡号',
  CERT_BANK_NOT_SUPPORTED: '该证件类型暂不支持此银行，请更换银行卡',
  INVALID_BANK_MOBILE: '请输入正确的银行预留手机号',
  NO_BANK_CARD: '请先绑定银行卡',
  PAYMENT_PASSWORD_NOT_SET: '请先设置支付密码',
  INVALID_PAYMENT_PASSWORD: '支付密码须为6位数字',
  PAYMENT_PASSWORD_SAME: '新支付密码不能与原密码相同',
  INVALID_TXN_AMOUNT: '请输入正确的金额',
  ZERO_QUOTA: '该银行卡单笔限额为0元，暂不支持快捷充值',
  OVER_SINGLE_QUOTA: '超过该银行卡单笔限额',
  NOT_FOUND: '内容不存在或已下线',
  NO_CHANCE: '您的抽奖机会已用完',
  NEWBIE_ONLY: '该项目为新手专享，请选择其他项目',
  // investing
  RISK_MISMATCH: '您的风险承受能力低于该项目风险等级，暂不能出借',
  SURVEY_EXPIRED: '您的风险测评已过期，请重新测评',
  SURVEY_REQUIRED: '出借前请先完成风险测评',
  INVALID_COUPON: '该红包不可用于本次出借',
  CHANNEL_UNAVAILABLE: '当前支付通道不可用，请联系客服400-820-8866',
  SELF_ASSIGN_FORBIDDEN: '不能购买自己转让的债权',
  // claim transfer, the seller's side (the backend family's codes where it has them)
  EXCEED_DISCOUNT_LIMIT: '转让价格须在债权价值的95%至105%之间',
  REPEATED_ASSIGN_REQUEST: '该笔出借已在转让中，不能重复转让',
  INVEST_NOT_FOUND: '未找到该笔出借',
  ILLEGAL_INVEST: '该笔出借当前状态不可转让',
  ILLEGAL_INVEST_USER: '只能转让自己的出借',
  INSUFFICIENT: '该笔出借没有可转让的本金',
  NEXT_REPAY_DATE_LIMIT: '距下一回款日不足24小时，暂不能转让',
  INVALID_ASSIGN_TITLE: '请填写转让标题（不超过40个字）',
  CREDIT_ASSIGN_NOT_OWNER: '只能撤销自己发起的债权转让',
  CREDIT_ASSIGN_NOT_OPEN: '该债权转让已结束，不能撤销',
  CREDIT_ASSIGN_SOLD: '已有受让人购买，不能撤销',
  INVALID_PAYMENT_TYPE: '请选择支付方式',
  INVALID_SURVEY: '问卷已更新或答案有误，请刷新后重新测评',
  // redemption of a cycle product (the screen puts 赎回失败， before these)
  REDEEM_NOT_CYCLE: '该产品不是循环出借产品，不支持赎回',
  REDEEM_NOT_ALLOWED: '该笔出借当前不能赎回',
  REDEEM_ALREADY: '该笔出借已申请赎回',
  REDEEM_CLOSED: '当前不在可赎回时间内',
  REDEEM_PERIOD_CHANGED: '赎回周期已变化，请刷新后重试',
  CONTRACT_NOT_READY: '借款协议尚未生成',
  // points (会员积分)
  POINTS_INSUFFICIENT: '积分不足',
  PRIVILEGE_UNAVAILABLE: '您的会员等级暂未开通该特权',
  INVALID_EXCHANGE_AMOUNT: '出借金额不符合兑换规则',
  INVALID_PAR_VALUE: '加息幅度不符合兑换规则',
  INVALID_EXCHANGE_DURATION: '请选择可兑换的出借期限',
  EXCHANGE_TOO_SMALL: '所需积分不足100，请提高出借金额、加息幅度或期限',
  GIFT_NOT_FOUND: '该礼品已下架',
  GIFT_SOLD_OUT: '该礼品已兑完',
  ADDRESS_REQUIRED: '请先填写收货地址',
  // coupons (红包)
  COUPON_NOT_FOUND: '红包不存在',
  COUPON_REDEEMED: '该红包已兑换',
  COUPON_UNAVAILABLE: '该红包已使用或已转让',
  COUPON_EXPIRED: '该红包已过期',
  COUPON_DISABLED: '该红包暂不可用',
  COUPON_NOT_REDEEMABLE: '该红包不支持兑换',
  COUPON_ASSIGN_UNVERIFIED: '红包转让仅对实名认证用户开放',
  COUPON_ASSIGN_SELF: '不能将红包转让给自己',
  INVALID_EMAIL: '请输入正确的邮箱地址',
};

// Codes that carry a server value worth showing after the text (SPEC §8: "value appended").
const APPEND_VALUE = new Set(['CANCEL_CARD_FAILED', 'BIND_CARD_FAILED']);

export function messageFor(code: string, detail?: unknown): string {
  const text = MESSAGES[code] ?? UNKNOWN_MESSAGE;
  const { value, type } = (detail ?? {}) as { value?: unknown; type?: unknown };
  // the loan sold (partly) out between opening the screen and paying
  if (code === 'INVALID_AMOUNT' && type === 'BALANCE' && typeof value === 'number') return `当前剩余可出借${formatYuan(value)}元，请修改出借金额`;
  if (code === 'TOO_CROWD' && typeof value === 'number' && value > 0) return waitText(value);
  return payPasswordText(code, value) ?? (APPEND_VALUE.has(code) && typeof value === 'string' && value ? `${text}：${value}` : text);
}

/** TOO_CROWD with the seconds to wait (the web layer's throttles, server/guard). */
function waitText(seconds: number): string {
  if (seconds >= 86_400) return '今日获取次数已达上限，请明天再试';
  return `操作过于频繁，请${seconds <= 90 ? `${Math.ceil(seconds)}秒` : `${Math.ceil(seconds / 60)}分钟`}后再试`;
}

/**
 * The payment password's refusals with the sandbox's value (tests/fixtures/backend/index.md):
 * tries left, the unlock time in ms, the weak rule's reason. Without one (a backend that sends
 * none), the catalogue's text.
 */
function payPasswordText(code: string, value: unknown): string | null {
  if (code === 'INCORRECT_PASSWORD' && typeof value === 'number' && value > 0) return `支付密码错误，还可输入${Math.floor(value)}次`;
  // to the minute after: at the minute shown the lock has surely lifted
  const p = code === 'PAYMENT_PASSWORD_LOCKED' && typeof value === 'number' ? shanghaiParts(Math.ceil(value / 60_000) * 60_000) : null;
  if (p) return `支付密码已锁定，请于${p.m}月${p.d}日 ${String(p.hh).padStart(2, '0')}:${String(p.mm).padStart(2, '0')}（北京时间）后重试，或找回支付密码`;
  return code === 'WEAK_PAYMENT_PASSWORD' && typeof value === 'string' && WEAK_REASONS.includes(value) ? value : null;
}
