// The quiz's ten questions (SPEC gives none): financial knowledge, where the right answer is
// worth 10, and attitude to risk, graded 0–10. Client-side, in the quiz's own chunk.

export interface QuizQuestion {
  content: string;
  choices: readonly string[];
  /** points of each choice, parallel to choices; at most 10 */
  scores: readonly number[];
}

export const QUESTIONS: readonly QuizQuestion[] = [
  { content: '您有多长时间的理财经验？', choices: ['没有经验', '1年以内', '1至5年', '5年以上'], scores: [2, 5, 8, 10] },
  { content: '您能接受的本金最大亏损是多少？', choices: ['不能接受任何亏损', '5%以内', '5%至20%', '20%以上'], scores: [0, 4, 7, 10] },
  { content: '一笔闲钱，您打算用于理财多长时间？', choices: ['3个月以内', '3至12个月', '1至3年', '3年以上'], scores: [2, 5, 8, 10] },
  { content: '10,000元出借1年，年化收益率8%（不计复利），到期利息约为？', choices: ['80元', '800元', '8,000元', '不清楚'], scores: [0, 10, 0, 0] },
  {
    content: '下面哪种做法最能分散风险？',
    choices: ['把钱全部放在一个项目', '分散配置不同期限和类型的产品', '只选收益最高的项目', '借钱加大投入'],
    scores: [0, 10, 2, 0],
  },
  { content: '您持有的产品短期内下跌了15%，您会怎么做？', choices: ['马上全部卖出', '卖出一部分', '继续持有', '逢低加仓'], scores: [2, 5, 8, 10] },
  { content: '用于理财的钱占您家庭金融资产的比例大约是？', choices: ['10%以下', '10%至30%', '30%至50%', '50%以上'], scores: [2, 5, 8, 10] },
  { content: '一般来说，预期收益越高的产品，风险会？', choices: ['越低', '越高', '与收益无关', '不清楚'], scores: [0, 10, 0, 0] },
  { content: '您理财最主要的目标是？', choices: ['保住本金', '获得稳定收益', '资产稳步增长', '追求高收益'], scores: [2, 5, 8, 10] },
  { content: '存款年利率1.5%，同期物价上涨3%，一年后这笔存款能买到的东西会？', choices: ['更多', '更少', '一样多', '不清楚'], scores: [0, 10, 0, 0] },
];

/** The total of the answers given; an unanswered question (-1) counts 0. */
export const quizScore = (answers: readonly number[]) => QUESTIONS.reduce((sum, q, i) => sum + (q.scores[answers[i] ?? -1] ?? 0), 0);
