// 开户: what an investor must have before lending, as one list with progress (the peers show
// 开户进度 the same way), instead of one gate discovered at a time. Pure: the screens give the
// session's flags and the survey they read.
export interface OpeningInput {
  hasCard: boolean;
  hasDefaultCard: boolean;
  hasPayPassword: boolean;
  /** null: not known yet (the survey is read later, or failed to load) */
  survey: { done: boolean; valid: boolean | null } | null;
}

/** The session's part of 开户, as both purchase screens (a loan's tender, a claim's) read it. */
export interface OpeningSession {
  flags: { has_bank_card: boolean; has_payment_password: boolean };
  fundAccounts: readonly { defaultAccount?: boolean | null }[];
}

/** What 开户 asks of this investor: the session's card and password, the survey the screen read. */
export const openingOf = (s: OpeningSession, survey: OpeningInput['survey']): OpeningInput => ({
  hasCard: s.flags.has_bank_card,
  hasDefaultCard: s.fundAccounts.some((c) => c.defaultAccount),
  hasPayPassword: s.flags.has_payment_password,
  survey,
});

export type StepKey = 'card' | 'password' | 'survey';

export interface Step {
  key: StepKey;
  title: string;
  /** why it is asked, in the investor's words */
  why: string;
  done: boolean;
  /** said of a step done, in its own words */
  doneText: string;
  /** the screen that does it */
  path: string;
  action: string;
}

export const SURVEY_PATH = '/dashboard/risk';

export function openingSteps(i: OpeningInput): Step[] {
  const card = i.hasCard && i.hasDefaultCard;
  const survey = !!i.survey?.done && i.survey.valid !== false;
  return [
    {
      key: 'card',
      title: '实名绑卡',
      why: '核实身份，充值与回款都通过这张卡',
      done: card,
      doneText: '已绑定',
      path: '/dashboard/payment/bind-card',
      action: '去绑卡',
    },
    {
      key: 'password',
      title: '设置支付密码',
      why: '每笔出借、提现都需输入，保护资金安全',
      done: i.hasPayPassword,
      doneText: '已设置',
      path: '/dashboard/payment/password',
      action: '去设置',
    },
    {
      key: 'survey',
      title: '风险测评',
      why: i.survey?.done && i.survey.valid === false ? '测评已过期，请重新测评' : '了解您的风险承受能力，匹配合适的项目',
      done: survey,
      doneText: '已测评',
      path: SURVEY_PATH,
      action: i.survey?.done ? '重新测评' : '去测评',
    },
  ];
}

/** The first step not done, in order (a password needs a card first; the survey comes last). */
export const nextStep = (steps: Step[]) => steps.find((s) => !s.done) ?? null;
export const doneCount = (steps: Step[]) => steps.filter((s) => s.done).length;
