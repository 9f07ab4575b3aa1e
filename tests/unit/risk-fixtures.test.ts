// The risk questionnaire's calls against the backend family's recorded answers
// (tests/fixtures/backend): each fixture through the client's own API function, network stubbed.
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../../runtime/api/api-error';
import { getFilling, getSurvey, loadRisk, newestFilling, submitSurvey, surveyRecord, type Filling } from '../../modules/profile/api/risk';
import { fixture, fixtureStub } from './fixture-stub';

const { serve, problems } = fixtureStub();

const FILLING = fixture('get-api-v2-user-myself-surveyfilling');
const SURVEY = fixture('get-api-v2-survey-surveyid');
const USERINFO = fixture('get-api-v2-user-myself-userinfo');

describe('risk calls read the family’s answers', () => {
  it('GET surveyFilling: a bare list, the newest filling taken; [] is none', async () => {
    serve({ [FILLING.request.path]: FILLING.response.body });
    expect(await getFilling()).toMatchObject({ id: '6D1E9F3A-2B4C-4D5E-8F70-91A2B3C4D5E6', score: 22 });
    serve({ [FILLING.request.path]: [] });
    expect(await getFilling()).toBeNull();
    expect(problems).toEqual([]);
  });

  it('takes the newest of several fillings', () => {
    const f = (id: string, t: number | string | null): Filling => ({ id, score: 1, timeLastUpdated: t });
    expect(newestFilling([f('a', 3), f('b', 9), f('c', 5)])?.id).toBe('b');
    expect(newestFilling([f('a', '2017-11-01T00:00:00Z'), f('b', null), f('c', '1509580800000')])?.id).toBe('c');
    expect(newestFilling([])).toBeNull();
  });

  it('GET survey/{id}: choices as {value, content, score}; the record reads each choice’s score', async () => {
    serve({ [SURVEY.request.path]: SURVEY.response.body });
    const s = await getSurvey('2EFFA4FB-0893-49be-9408-C629EC325B12');
    expect(s.questions).toHaveLength(10);
    expect(s.questions[0]!.choices[1]).toEqual({ value: 'B', content: '31-50岁', score: 4 });
    // B (4), then A (1) everywhere else; question 9 has three choices
    const r = surveyRecord(s, [1, 0, 0, 0, 0, 0, 0, 0, 2, 3]);
    expect(r.score).toBe(4 + 7 + 3 + 4);
    expect(r.record.split('_').slice(0, 2)).toEqual(['1@B@4', '2@A@1']);
    expect(r.record.split('_').slice(-2)).toEqual(['9@C@3', '10@D@4']);
    expect(problems).toEqual([]);
  });

  it('loads the newest filling with userinfo’s grade; validity unknown when not sent', async () => {
    serve({
      [FILLING.request.path]: FILLING.response.body,
      [USERINFO.request.path]: USERINFO.response.body,
      [SURVEY.request.path]: SURVEY.response.body,
    });
    const d = await loadRisk();
    expect(d.result).toMatchObject({ score: 22, name: '稳健型', valid: null, timeLastUpdated: 1509508800000 });
    expect(problems).toEqual([]);
  });

  it('shows no grade that belongs to another score', async () => {
    const info = USERINFO.response.body as { surveyFilling: { score: number } };
    serve({
      [FILLING.request.path]: FILLING.response.body,
      [USERINFO.request.path]: { ...info, surveyFilling: { ...info.surveyFilling, score: 30 } },
      [SURVEY.request.path]: SURVEY.response.body,
    });
    expect((await loadRisk()).result).toMatchObject({ score: 22, name: '' });
  });

  it('POST surveyFillingNew: needs only the success envelope; the grade comes from userinfo', async () => {
    serve({ [SURVEY.request.path]: SURVEY.response.body });
    const survey = await getSurvey('2EFFA4FB-0893-49be-9408-C629EC325B12');
    const answers = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]; // all B: 2 each but 4 on question 1 = 22
    const info = USERINFO.response.body as Record<string, unknown>;
    const sent = serve({
      '/api/v2/user/MYSELF/surveyFillingNew': { success: true, data: { timeLastUpdated: 1511000000000 }, error: [] },
      [USERINFO.request.path]: info,
    });
    const r = await submitSurvey({ userId: 'U1', survey, answers });
    expect(r).toMatchObject({ score: 22, name: '稳健型', valid: true, timeLastUpdated: 1511000000000 });
    const form = new URLSearchParams(sent[0]!.body);
    expect(form.get('score')).toBe('22');
    expect(form.get('surveyRecord')).toMatch(/^1@B@4_2@B@2_/);
    expect(problems).toEqual([]);
  });

  it('POST surveyFillingNew: a bare {} proves nothing', async () => {
    serve({ [SURVEY.request.path]: SURVEY.response.body });
    const survey = await getSurvey('2EFFA4FB-0893-49be-9408-C629EC325B12');
    serve({ '/api/v2/user/MYSELF/surveyFillingNew': {} });
    await expect(submitSurvey({ userId: 'U1', survey, answers: Array<number>(10).fill(0) })).rejects.toMatchObject({ code: SCHEMA });
  });
});
