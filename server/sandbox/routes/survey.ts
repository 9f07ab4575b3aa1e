// The risk questionnaire (SPEC §7 User): the caller's filling, the questionnaire, and a new
// filling. userinfo (loans.ts) and the invest gates read the same state.surveyFillings, so a
// submitted filling takes effect there at once.
import type { Survey, SurveyFilling } from '../model';
import { bare, fail, ok } from '../reply';
import { stableId } from '../seed/rng';
import type { Register } from './register';
import { gradeOf } from './invest-rules';

const PART = /^(\d+)@([A-Z])@(-?\d+)$/;

/**
 * The total of a `index@answer@score` record (index from 1, answer A, B, …), or null unless it
 * answers every question exactly once with that choice's own score: the server, not the
 * page, decides what a choice is worth.
 */
export function recordScore(survey: Survey, record: string): number | null {
  const parts = record.split('_');
  if (parts.length !== survey.questions.length) return null;
  const seen = new Set<number>();
  let total = 0;
  for (const part of parts) {
    const m = PART.exec(part);
    if (!m) return null;
    const q = survey.questions[Number(m[1]) - 1];
    const choice = m[2]!.charCodeAt(0) - 65;
    if (!q || seen.has(Number(m[1])) || choice >= q.chooseScore.length) return null;
    if (q.chooseScore[choice] !== Number(m[3])) return null;
    seen.add(Number(m[1]));
    total += Number(m[3]);
  }
  return total;
}

// A filling as the family sends it: the posted fields plus id and timeLastUpdated
// (tbus web/src/ccc/newAccount/js/main/risk.js:52-60). `valid` is SPEC §7's; no source shows
// it, the client reads it only when present.
const fillingView = ({ id, userId, surveyId, score, timeLastUpdated, valid, content }: SurveyFilling) => ({
  id,
  userId,
  surveyId,
  fillingStatus: 'FINISHED',
  score,
  timeLastUpdated,
  valid,
  content,
});

/** Choice k of a question is known by its letter (A, B, …), as the family's `value`. */
const letter = (k: number) => String.fromCharCode(65 + k);

/** The questionnaire as the family sends it: choices as {value, content, score}, no title. */
export const surveyView = (s: Survey) => ({
  id: s.id,
  questions: s.questions.map(({ content, choices, chooseScore }, i) => ({
    ordinal: i + 1,
    content,
    choices: choices.map((text, k) => ({ value: letter(k), content: text, score: chooseScore[k] ?? 0 })),
  })),
});

export const registerSurvey: Register = (r) => {
  // A bare LIST of fillings, [] when none (tbus mobile/source/scripts/boot.coffee:459-473).
  // The sandbox keeps one filling per investor, so the list has at most one.
  r.getAuth('/api/v2/user/MYSELF/surveyFilling', (c) => bare(c.state.surveyFillings.filter((x) => x.userId === c.userId).map(fillingView)));

  // Bare (tbus web/src/ccc/newAccount/partials/risk/risk.html:20-27, service/account.js:276-282),
  // and public: the auth layer passes it without a session (tbus oauth2/src/endpoints/v2/survey.js:6).
  r.get('/api/v2/survey/:surveyId', (c) => {
    const s = c.state.survey;
    if (c.params.surveyId !== s.id) return fail('SURVEY_NOT_FOUND', 404);
    return bare(surveyView(s));
  });

  // SPEC's path. The family's POST /surveyFilling answers an envelope whose data is the filling
  // (data.timeLastUpdated, tbus web risk.js:52-75), with no grade: the grade is read from
  // userinfo's surveyScore, which loans.ts derives from the same state.surveyFillings.
  r.postAuth('/api/v2/user/MYSELF/surveyFillingNew', (c) => {
    const f = c.form;
    const userId = c.userId!;
    if (f.userId && f.userId !== userId && f.userId !== 'MYSELF') return fail('INVALID_PARAMS');
    const s = c.state.survey;
    if (f.surveyId !== s.id || (f.fillingStatus && f.fillingStatus !== 'FINISHED')) return fail('INVALID_SURVEY');
    const total = recordScore(s, f.surveyRecord ?? '');
    if (total === null || !/^\d+$/.test(f.score ?? '') || Number(f.score) !== total) return fail('INVALID_SURVEY');
    if (!gradeOf(c.state.surveyGrades, total)) return fail('INVALID_SURVEY');

    // One filling per user: a new one replaces the old (expired or not) under a new id.
    const now = c.now();
    const filling: SurveyFilling = {
      id: stableId('filling', `${userId}@${now}`),
      userId,
      surveyId: s.id,
      score: total,
      timeLastUpdated: now,
      valid: true,
      content: f.surveyRecord!,
    };
    c.state.surveyFillings = [...c.state.surveyFillings.filter((x) => x.userId !== userId), filling];
    return ok(fillingView(filling));
  });
};
