// The quiz's result (SPEC §5): the score's risk type, and the 财商指数 (out of 100).

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
 * The 财商指数 as shown: a whole number out of 100. SPEC's "simulated score" is 3.75 × score,
 * out of 375 (206.25 / 375 told nobody anything); on a scale of 100 it is the score itself,
 * rounded, clamped to 0–100, so one number is shown, with its band's words.
 */
export const quizIndex = (score: number) => Math.round(Math.min(MAX_SCORE, Math.max(0, score)));

/** The scores a band covers, in words: '0–20', '21–40', … (scores are whole numbers). */
export function bandRange(b: Band): string {
  const i = BANDS.findIndex((x) => x.label === b.label);
  const lo = i > 0 ? BANDS[i - 1]!.max + 1 : 0;
  return `${lo}–${BANDS[i]!.max}`;
}

/** '41–60分为平衡型，中风险': where the index sits, in the band's words. */
export const bandWords = (b: Band) => `${bandRange(b)}分为${b.label}，${b.risk}`;
