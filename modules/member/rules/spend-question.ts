// The question asked before points are spent (the special-interest exchange, a gift). Its own
// module: the gift screen loads nothing else of the member rules.

/**
 * The question asked before points are spent, nothing sent until it is answered: what is got
 * for how many points, a note (where a gift goes, what a coupon is good for), and the balance
 * before and after; '--' when the balance could not be read.
 */
export function spendQuestion(cost: number, what: string, points: number | null, note = ''): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const left = points === null ? '--' : n(points - cost);
  return [`确认使用${n(cost)}积分兑换${what}？`, note, `当前积分：${points === null ? '--' : n(points)}`, `兑换后剩余积分：${left}`].filter(Boolean).join('\n');
}
