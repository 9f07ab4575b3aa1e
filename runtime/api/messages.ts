// The one Chinese catalogue for backend codes (SPEC §8, API-NOTES). Loaded as its own
// chunk on the first error, so the entry does not carry it.
export const UNKNOWN_MESSAGE = '系统繁忙，请稍后重试';

export const MESSAGES: Record<string, string> = {
  ACCESS_DENIED: '登录超时，请重新登录',
  NETWORK_ERROR: '网络异常，请检查网络后重试',
  SCHEMA_ERROR: '系统繁忙，请稍后重试',
  DUPLICATE_ORDER: '该笔交易已提交，请勿重复操作',
  COMMUNICATION_ERROR: '通讯异常，请稍后重试',
  SUCCEED: '操作成功',
  SUCCESSFUL: '操作成功',
  FAILED: '用户名或密码错误',
  FAILED_SMSCAPTCHA: '短信验证码错误或已失效',
  TOO_MANY_ATTEMPT: '密码错误次数过多，账户已被锁定，请联系客服',
  USER_DISABLED: '账户已被冻结，请联系客服',
  USER_NOT_EXISTS: '请先注册',
  INCORRECT_PASSWORD: '交易密码不正确',
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
  INVALID_PASSWORD: '请输入6-16位密码，不能包含空格',
  INCORRECT_CURRENT_PASSWORD: '原登录密码不正确',
  INVALID_WX_CODE: '微信授权已失效，请重新进入',
  INVALID_SOCIAL_USER: '微信授权信息已失效，请重新授权',
  SOCIAL_USER_BOUND: '该微信已绑定其他账户',
  SOCIAL_USER_NOT_BOUND: '当前账户未绑定微信',
  USER_BALANCE_INSUFFICIENT: '账户可用余额不足',
  BID_NO_BALANCE: '已满标',
  SELF_BID_FORBIDDEN: '不能投资自己的项目',
  INVALID_AMOUNT: '投资金额不符合产品规则',
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
  PAYMENT_PASSWORD_LOCKED: '交易密码错误次数过多，请稍后再试或找回交易密码',
  PAYMENT_PASSWORD_EXISTS: '已设置过交易密码',
  PROCESSING: '充值处理中，请稍后查询',
  // payment (cards, payment password, recharge, withdraw)
  REAL_NAME_REQUIRED: '请输入真实姓名',
  ID_NUMBER_INVALID: '证件号码不正确，请核对',
  UNDERAGE: '未满18周岁不能开户',
  BANK_NOT_FOUND: '未能识别该银行卡，请核对卡号',
  CERT_BANK_NOT_SUPPORTED: '该证件类型暂不支持此银行，请更换银行卡',
  INVALID_BANK_MOBILE: '请输入正确的银行预留手机号',
  NO_BANK_CARD: '请先绑定银行卡',
  PAYMENT_PASSWORD_NOT_SET: '请先设置交易密码',
  INVALID_PAYMENT_PASSWORD: '交易密码须为6位数字',
  PAYMENT_PASSWORD_SAME: '新交易密码不能与原密码相同',
  INVALID_TXN_AMOUNT: '请输入正确的金额',
  ZERO_QUOTA: '该银行卡单笔限额为0元，暂不支持快捷充值',
  OVER_SINGLE_QUOTA: '超过该银行卡单笔限额',
  NOT_FOUND: '内容不存在或已下线',
  NO_CHANCE: '您的抽奖机会已用完',
  NEWBIE_ONLY: '该项目为新手专享，请选择其他项目',
  // investing
  RISK_MISMATCH: '您的风险承受能力低于该项目风险等级，暂不能投资',
  SURVEY_EXPIRED: '您的风险测评已过期，请重新测评',
  SURVEY_REQUIRED: '投资前请先完成风险测评',
  INVALID_COUPON: '该红包不可用于本次投资',
  CHANNEL_UNAVAILABLE: '当前支付通道不可用，请联系客服400-820-8866',
  SELF_ASSIGN_FORBIDDEN: '不能投资自己转让的债权',
  INVALID_PAYMENT_TYPE: '请选择支付方式',
  INVALID_SURVEY: '问卷已更新或答案有误，请刷新后重新测评',
};

// Codes that carry a server value worth showing after the text (SPEC §8: "value appended").
const APPEND_VALUE = new Set(['CANCEL_CARD_FAILED', 'BIND_CARD_FAILED']);

export function messageFor(code: string, detail?: unknown): string {
  const text = MESSAGES[code] ?? UNKNOWN_MESSAGE;
  const { value, type } = (detail ?? {}) as { value?: unknown; type?: unknown };
  // the loan sold (partly) out between opening the screen and paying
  if (code === 'INVALID_AMOUNT' && type === 'BALANCE' && typeof value === 'number') return `当前剩余可投${value}元，请修改投资金额`;
  return APPEND_VALUE.has(code) && typeof value === 'string' && value ? `${text}：${value}` : text;
}
