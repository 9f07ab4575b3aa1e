/** The risk questionnaire (风险测评), its grades and the users' fillings. */
import type { Survey, SurveyFilling, SurveyGrade, User } from '../model';
import { stableId } from './rng';
import { DEMO_ACCOUNTS } from './users';
import { DAY } from '../../../domain/format/dates';

const S = [2, 5, 8, 10];

export const SURVEY: Survey = {
  id: stableId('survey', 'risk-2026'),
  title: '出借人风险承受能力评估问卷',
  questions: [
    { content: '您的年龄是？', choices: ['60岁以上', '50-60岁', '36-49岁', '18-35岁'], chooseScore: S },
    { content: '您的家庭年收入（折合人民币）为？', choices: ['10万元以下', '10万-30万元', '30万-100万元', '100万元以上'], chooseScore: S },
    { content: '您用于出借的资金占家庭金融资产的比例为？', choices: ['50%以上', '30%-50%', '10%-30%', '10%以下'], chooseScore: S },
    { content: '您的投资经验有多少年？', choices: ['没有经验', '1-3年', '3-5年', '5年以上'], chooseScore: S },
    { content: '您曾经投资过哪些金融产品？', choices: ['仅银行存款', '银行理财、国债', '基金、网络借贷', '股票、期货、私募'], chooseScore: S },
    { content: '您计划的出借期限是？', choices: ['3个月以内', '3-6个月', '6-12个月', '1年以上'], chooseScore: S },
    {
      content: '您的出借目的是？',
      choices: ['资产保值，不愿承担本金损失', '获得略高于存款的收益', '较高收益，可承担一定波动', '高收益，可承担较大损失'],
      chooseScore: S,
    },
    { content: '如果您的出借出现20%的账面亏损，您会？', choices: ['立即全部赎回', '部分赎回', '继续持有观望', '追加出借'], chooseScore: S },
    { content: '您能接受的最大本金损失是？', choices: ['不能接受任何损失', '5%以内', '5%-20%', '20%以上'], chooseScore: S },
    { content: '您对网络借贷风险的了解程度是？', choices: ['完全不了解', '略有了解', '比较了解', '非常了解'], chooseScore: S },
  ],
};

export const SURVEY_GRADES: SurveyGrade[] = [
  { name: '保守型', minScore: 0, maxScore: 20, maxRiskRank: 'R1', description: '您对风险的承受能力较低，适合本金安全性高、收益稳定的产品。' },
  { name: '稳健型', minScore: 21, maxScore: 40, maxRiskRank: 'R2', description: '您希望在控制风险的前提下获得稳定收益，可承受较小的波动。' },
  { name: '平衡型', minScore: 41, maxScore: 60, maxRiskRank: 'R3', description: '您能在收益与风险之间寻求平衡，可承受一定程度的本金波动。' },
  { name: '成长型', minScore: 61, maxScore: 80, maxRiskRank: 'R4', description: '您追求较高收益，能够承受较大的波动和一定的本金损失。' },
  { name: '进取型', minScore: 81, maxScore: 100, maxRiskRank: 'R5', description: '您追求高收益，能够承受很大的波动和较大的本金损失。' },
];

/** `index@answer@score` joined by `_` (answer as A–D). */
function record(answers: number[]): { content: string; score: number } {
  let score = 0;
  const parts = answers.map((a, i) => {
    const s = SURVEY.questions[i]?.chooseScore[a] ?? 0;
    score += s;
    return `${i + 1}@${'ABCD'[a]}@${s}`;
  });
  return { content: parts.join('_'), score };
}

export function buildSurveyFillings(now: number, users: User[]): SurveyFilling[] {
  const specs: [string, number[], number, boolean][] = [
    // 王建国: 成长型 (78), valid
    [DEMO_ACCOUNTS.investor.userId, [2, 2, 2, 3, 3, 2, 2, 1, 1, 2], 100, true],
    // 李秀英: 进取型 (90) but expired
    [DEMO_ACCOUNTS.referrer.userId, [2, 3, 2, 3, 3, 3, 2, 2, 2, 3], 400, false],
    // 赵磊: 平衡型 (59)
    [DEMO_ACCOUNTS.disabled.userId, [1, 1, 2, 1, 2, 1, 1, 1, 2, 1], 200, true],
  ];
  return specs
    .filter(([userId]) => users.some((u) => u.id === userId))
    .map(([userId, answers, daysAgo, valid]) => ({
      id: stableId('filling', userId),
      userId,
      surveyId: SURVEY.id,
      ...record(answers),
      timeLastUpdated: now - daysAgo * DAY,
      valid,
    }));
}
