import { parseAmountInput } from '../format/money';

type Maybe = string | null | undefined;

/** null when valid, otherwise the message to show. */
export function checkRechargeAmount(input: Maybe): string | null {
  if (!(input ?? '').trim()) return '请输入充值金额';
  const f = parseAmountInput(input);
  return f == null ? '请输入正确的金额' : f > 0 ? null : '单笔充值金额需大于0元';
}

/** null when valid. An unknown (NaN) balance blocks rather than lets any amount through. */
export function checkWithdrawAmount(input: Maybe, availableFen: number): string | null {
  if (!(input ?? '').trim()) return '请输入提现金额';
  const f = parseAmountInput(input);
  return !f ? '请输入正确的金额' : f <= availableFen ? null : '提现金额不能超过可用余额';
}
