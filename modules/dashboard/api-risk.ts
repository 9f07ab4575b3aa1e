// The risk questionnaire's calls (SPEC §7 User): the investor's filling, its grade (from
// userinfo), the questionnaire, and a new filling.
import * as z from 'zod/mini';
import { get, post } from '../../runtime/api/client';

const me = '/api/v2/user/MYSELF';
const str = z.optional(z.nullable(z.string()));
const time = z.optional(z.nullable(z.union([z.number(), z.string()])));

/**
 * The questionnaire every investor fills. An investor without a filling has no other source
 * for the id, so it is deployment configuration; the sandbox seeds the same id
 * (tests/unit/risk-sandbox checks they agree).
 */
export const RISK_SURVEY_ID = 'F13FEC99-621E-ECC7-7EBD-3E45D44ABDEF';

const fillingSchema = z.nullable(
  z.object({
    id: z.string(),
    surveyId: str,
    score: z.number(),
    timeLastUpdated: time,
    valid: z.optional(z.nullable(z.boolean())),
    content: str,
  }),
);
export type Filling = NonNullable<z.infer<typeof fillingSchema>>;

const gradeSchema = z.object({ name: z.string(), description: str, maxRiskRank: str });
const userInfoSurvey = z.object({ surveyScore: z.optional(z.nullable(gradeSchema)) });

const questionSchema = z.object({ content: z.string(), choices: z.array(z.string()), chooseScore: z.array(z.number()) });
const surveySchema = z.object({ id: z.string(), title: str, questions: z.array(questionSchema) });
export type Survey = z.infer<typeof surveySchema>;

const submitSchema = z.object({
  id: str,
  score: z.number(),
  valid: z.optional(z.nullable(z.boolean())),
  timeLastUpdated: time,
  name: z.string(),
  description: str,
  maxRiskRank: str,
});

export const getFilling = () => get(`${me}/surveyFilling`, { schema: fillingSchema });
export const getGrade = () =>
  get(`${me}/userinfo`, { schema: userInfoSurvey, query: { version: 'V1' } }).then((u) => u.surveyScore ?? null);
export const getSurvey = (surveyId = RISK_SURVEY_ID) =>
  get(`/api/v2/survey/${encodeURIComponent(surveyId)}`, { schema: surveySchema });

/** What the result view shows, whether it came from an old filling or a new submit. */
export interface RiskResult {
  fillingId: string;
  score: number;
  /** '' when the backend sent no grade for the score */
  name: string;
  description: string;
  valid: boolean;
  timeLastUpdated: number | string | null;
}

/** `index@answer@score` per question (index from 1, answer A, B, …) joined by `_`, and the total. */
export function surveyRecord(survey: Survey, answers: readonly number[]) {
  let score = 0;
  const record = survey.questions
    .map((q, i) => {
      const a = answers[i]!;
      const s = q.chooseScore[a] ?? 0;
      score += s;
      return `${i + 1}@${String.fromCharCode(65 + a)}@${s}`;
    })
    .join('_');
  return { record, score };
}

export async function submitSurvey(o: { userId: string; survey: Survey; fillingId?: string; answers: readonly number[] }): Promise<RiskResult> {
  const { record, score } = surveyRecord(o.survey, o.answers);
  const r = await post(`${me}/surveyFillingNew`, {
    schema: submitSchema,
    body: {
      userId: o.userId,
      surveyId: o.survey.id,
      fillingId: o.fillingId,
      fillingStatus: 'FINISHED',
      score,
      content: record,
      surveyRecord: record,
    },
  });
  return {
    fillingId: r.id ?? '',
    score: r.score,
    name: r.name,
    description: r.description ?? '',
    valid: r.valid ?? true,
    timeLastUpdated: r.timeLastUpdated ?? Date.now(),
  };
}

export interface RiskData {
  result: RiskResult | null;
  /** started with the rest so a first-time investor's questions arrive without a second trip */
  survey: Promise<Survey>;
}

/** The route's data: the filling with its grade, and the questionnaire already on its way. */
export function loadRisk(): Promise<RiskData> {
  const survey = getSurvey();
  survey.catch(() => {}); // the questionnaire view shows its own error with a retry
  return Promise.all([getFilling(), getGrade()]).then(([f, grade]) => ({
    survey,
    result: f && {
      fillingId: f.id,
      score: f.score,
      name: grade?.name ?? '',
      description: grade?.description ?? '',
      valid: f.valid === true,
      timeLastUpdated: f.timeLastUpdated ?? null,
    },
  }));
}
