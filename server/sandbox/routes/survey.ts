// The risk questionnaire (SPEC §7 User): the caller's filling, the questionnaire, and a new
// filling. userinfo (loans.ts) and the invest gates read the same state.surveyFillings, so a
// submitted filling takes effect there at once.
import type { Survey, SurveyFilling } from '../model';
import { fail, ok } from '../reply';
import { stableId } from '../seed/rng';
import type { Register } from './index';
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

const fillingView = ({ id, surveyId, score, timeLastUpdated, valid, content }: SurveyFilling) => ({
  id, surveyId, score, timeLastUpdated, valid, content,
});

export const registerSurvey: Register = (r) => {
  r.getAuth('/api/v2/user/MYSELF/surveyFilling', (c) => {
    const f = c.state.surveyFillings.find((x) => x.userId === c.userId);
    return ok(f ? fillingView(f) : null);
  });

  r.getAuth('/api/v2/survey/:surveyId', (c) => {
    const s = c.state.survey;
    if (c.params.surveyId !== s.id) return fail('SURVEY_NOT_FOUND', 404);
    return ok({ id: s.id, title: s.title, questions: s.questions.map(({ content, choices, chooseScore }) => ({ content, choices, chooseScore })) });
  });

  r.postAuth('/api/v2/user/MYSELF/surveyFillingNew', (c) => {
    const f = c.form;
    const userId = c.userId!;
    if (f.userId && f.userId !== userId && f.userId !== 'MYSELF') return fail('INVALID_PARAMS');
    const s = c.state.survey;
    if (f.surveyId !== s.id || (f.fillingStatus && f.fillingStatus !== 'FINISHED')) return fail('INVALID_SURVEY');
    const total = recordScore(s, f.surveyRecord ?? '');
    if (total === null || !/^\d+$/.test(f.score ?? '') || Number(f.score) !== total) return fail('INVALID_SURVEY');
    const grade = gradeOf(c.state.surveyGrades, total);
    if (!grade) return fail('INVALID_SURVEY');

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
    return ok({
      id: filling.id,
      score: total,
      valid: true,
      timeLastUpdated: now,
      name: grade.name,
      description: grade.description,
      maxRiskRank: grade.maxRiskRank,
    });
  });
};
