// The quiz's result (SPEC §5): the score's risk type, and the "simulated score".

export interface Band {
  label: string;
  risk: string;
  description: string;
}

/**
 * SPEC: under 20 low; above 20 to 40 medium-low; … above 80 to 100 high ("boundaries handled
 * loosely"). Read here as bands closed at the top: [0, 20], (20, 40], (40, 60], (60, 80],
 * (80, 100], so every boundary score (20, 40, 60, 80) takes the more careful type.
 */
export const BANDS: readonly (Band & { max: number })[] = [
  { max: 20, label: '保守型', risk: '低风险', description: '您更看重本金安全，几乎不能接受亏损。适合货币基金、银行存款等低风险、流动性好的产品。' },
  { max: 40, label: '稳健型', risk: '中低风险', description: '您希望收益稳定，能接受很小的波动。适合短期、有保障的固定收益类产品。' },
  { max: 60, label: '平衡型', risk: '中风险', description: '您愿意为更好的收益承担一定波动，注重收益与风险的平衡。可以分散配置固定收益与权益类产品。' },
  { max: 80, label: '成长型', risk: '中高风险', description: '您追求资产较快增长，能承受较大的短期波动。可适当提高长期权益类资产的比例，注意分散。' },
  { max: 100, label: '进取型', risk: '高风险', description: '您理财经验丰富，为追求高收益能承受较大亏损。配置高风险产品时也请控制单一项目的比例。' },
];

export const MAX_SCORE = 100;

export function bandOf(score: number): Band {
  const s = Math.min(MAX_SCORE, Math.max(0, score));
  return BANDS.find((b) => s <= b.max)!;
}

/**
 * SPEC: "simulated score equals 3.75 times score", shown as the 财商指数 (out of 375).
 * Integer maths in hundredths, so 3.75 × 7 is 26.25 exactly.
 */
export const simulatedHundredths = (score: number) => score * 375;

export function formatSimulated(score: number): string {
  const h = simulatedHundredths(score);
  const whole = Math.floor(h / 100);
  const frac = h % 100;
  return frac ? `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}` : String(whole);
}
