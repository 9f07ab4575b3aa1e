// The risk questionnaire's calls (SPEC §7 User): the investor's fillings, their grade (from
// userinfo), the questionnaire, and a new filling. Each answer is read in the backend family's
// shape (tests/fixtures/backend) and normalised here, so the screen keeps one model.
import * as z from 'zod/mini';
import { get, post } from '../../../runtime/api/client';
import { getUserInfo } from '../../../kit/entity/user-info';

const me = '/api/v2/user/MYSELF';
const str = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));
const time = z.optional(z.nullable(z.union([z.number(), z.string()])));

/**
 * The questionnaire every investor fills. An investor without a filling has no other source
 * for the id, so it is deployment configuration; the sandbox seeds the same id
 * (tests/integration/risk-sandbox checks they agree).
 */
export const RISK_SURVEY_ID = 'F13FEC99-621E-ECC7-7EBD-3E45D44ABDEF';

const fillingSchema = z.object({
  id: z.string(),
  surveyId: str,
  fillingStatus: str,
  score: z.number(),
  timeLastUpdated: time,
  /** SPEC §7 names it; no source of the family shows it, so it may be absent (= unknown) */
  valid: z.optional(z.nullable(z.boolean())),
  content: str,
});
export type Filling = z.infer<typeof fillingSchema>;

/** ms since the epoch, or -Infinity when the time is missing or unreadable (sorts oldest). */
function when(t: number | string | null | undefined): number {
  if (typeof t === 'number') return t;
  if (typeof t !== 'string' || t.trim() === '') return -Infinity;
  const n = /^\d+$/.test(t.trim()) ? Number(t) : Date.parse(t);
  return Number.isFinite(n) ? n : -Infinity;
}

/** The newest filling of a list (a later one in the list wins a tie), or null for none. */
export function newestFilling(list: readonly Filling[]): Filling | null {
  let best: Filling | null = null;
  for (const f of list) if (!best || when(f.timeLastUpdated) >= when(best.timeLastUpdated)) best = f;
  return best;
}

// The family answers a bare LIST of fillings, [] when none (tbus mobile/source/scripts/boot.coffee:467
// `_.isArray(data) and !_.isEmpty(data)`).
export const getFilling = (): Promise<Filling | null> => get(`${me}/surveyFilling`, { schema: z.array(fillingSchema) }).then(newestFilling);

// The grade is userinfo's (kit/entity/user-info: the one schema of that answer).
export interface Grade {
  name: string;
  description: string;
  /** the score of the filling the grade belongs to, when userinfo says */
  score: number | null;
}
export const getGrade = (): Promise<Grade | null> =>
  getUserInfo().then(({ survey: s }) => (s.graded ? { name: s.name, description: s.description, score: s.score } : null));

// Questions are {ordinal, content, choices: [{value: 'A', content, score}]}, bare
// (tbus web/src/ccc/newAccount/partials/risk/risk.html:20-27, service/account.js:276-282).
const choiceSchema = z.object({ value: str, content: z.string(), score: z.number() });
const questionSchema = z.object({ ordinal: num, content: z.string(), choices: z.array(choiceSchema) });
const surveySchema = z.object({ id: z.string(), title: str, questions: z.array(questionSchema) });
export type Survey = z.infer<typeof surveySchema>;
export type Choice = z.infer<typeof choiceSchema>;

/** The letter a choice is known by: the backend's value, else its place (A, B, …). */
export const choiceLetter = (c: Choice, i: number) => c.value || String.fromCharCode(65 + i);

export const getSurvey = (surveyId = RISK_SURVEY_ID) => get(`/api/v2/survey/${encodeURIComponent(surveyId)}`, { schema: surveySchema });

/** What the result view shows, whether it came from an old filling or a new submit. */
export interface RiskResult {
  fillingId: string;
  score: number;
  /** '' when no grade could be read for the score (the view shows --) */
  name: string;
  description: string;
  /** null: the backend did not say (the family never sends it) */
  valid: boolean | null;
  timeLastUpdated: number | string | null;
}

/** `index@answer@score` per question (index from 1, answer A, B, …) joined by `_`, and the total. */
export function surveyRecord(survey: Survey, answers: readonly number[]) {
  let score = 0;
  const record = survey.questions
    .map((q, i) => {
      const a = answers[i]!;
      const c = q.choices[a];
      const s = c?.score ?? 0;
      score += s;
      return `${i + 1}@${c ? choiceLetter(c, a) : String.fromCharCode(65 + a)}@${s}`;
    })
    .join('_');
  return { record, score };
}

// The family's POST /surveyFilling answers an envelope whose data has timeLastUpdated
// (tbus web/src/ccc/newAccount/js/main/risk.js:52-75); no source shows surveyFillingNew, and
// none shows a grade in the answer: only success is required, the grade comes from userinfo.
const submitSchema = z.nullable(z.object({ id: str, score: num, valid: z.optional(z.nullable(z.boolean())), timeLastUpdated: time }));

/** userinfo's grade is its newest filling's: one given for another score is not this one's. */
const gradeOf = (g: Grade | null, score: number) => (g && (g.score === null || g.score === score) ? g : null);

/** The grade userinfo reports for `score`; null when it cannot be read or belongs to another filling. */
const gradeFor = (score: number) =>
  getGrade().then(
    (g) => gradeOf(g, score),
    () => null,
  );

export async function submitSurvey(o: { userId: string; survey: Survey; fillingId?: string; answers: readonly number[] }): Promise<RiskResult> {
  const { record, score } = surveyRecord(o.survey, o.answers);
  const r = await post(`${me}/surveyFillingNew`, {
    schema: submitSchema,
    envelope: true,
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
  const total = r?.score ?? score;
  const grade = await gradeFor(total);
  return {
    fillingId: r?.id ?? '',
    score: total,
    name: grade?.name ?? '',
    description: grade?.description ?? '',
    // a filling made this moment is current unless the backend says otherwise
    valid: r?.valid ?? true,
    timeLastUpdated: r?.timeLastUpdated ?? Date.now(),
  };
}

export interface RiskData {
  result: RiskResult | null;
  /** started with the rest so a first-time investor's questions arrive without a second trip */
  survey: Promise<Survey>;
}

/** The route's data: the newest filling with its grade, and the questionnaire already on its way. */
export function loadRisk(): Promise<RiskData> {
  const survey = getSurvey();
  survey.catch(() => {}); // the questionnaire view shows its own error with a retry
  return Promise.all([getFilling(), getGrade()]).then(([f, grade]) => {
    const g = f && gradeOf(grade, f.score);
    return {
      survey,
      result: f && {
        fillingId: f.id,
        score: f.score,
        name: g?.name ?? '',
        description: g?.description ?? '',
        valid: f.valid ?? null,
        timeLastUpdated: f.timeLastUpdated ?? null,
      },
    };
  });
}
