// @vitest-environment node
// The sandbox's risk questionnaire (SPEC §7 User: surveyFilling, survey, surveyFillingNew)
// through HTTP against an in-process sandbox whose clock the test owns.
import { describe, expect, it } from 'vitest';
import { sandboxAt, type Res } from '../support/sandbox';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { SURVEY } from '../../server/sandbox/seed/survey';
import { recordScore, surveyView } from '../../server/sandbox/routes/survey';
import { RISK_SURVEY_ID, surveyRecord } from '../../modules/profile/api/risk';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const { clock, srv, call, login, err } = sandboxAt(NOW);

const FILLING = '/api/v2/user/MYSELF/surveyFilling';
const NEW = '/api/v2/user/MYSELF/surveyFillingNew';
const userinfo = '/api/v2/user/MYSELF/userinfo?version=V1';
// all D: 10 × 10 = 100 (进取型); all B: 10 × 5 = 50 (平衡型)
const ALL_D = Array<number>(10).fill(3);
const ALL_B = Array<number>(10).fill(1);

/** userinfo's body, enveloped or bare (the family sends it bare). */
const infoOf = (r: Res) => (r.body?.success === true ? r.body.data : r.body);

const form = (answers: number[], over: Record<string, string> = {}) => {
  const { record, score } = surveyRecord(surveyView(SURVEY), answers);
  return { surveyId: SURVEY.id, fillingStatus: 'FINISHED', score: String(score), content: record, surveyRecord: record, ...over };
};

describe('risk questionnaire: reading', () => {
  it('uses the same survey id as the client', () => {
    expect(RISK_SURVEY_ID).toBe(SURVEY.id);
  });

  it('answers a bare list: [] for an investor who never filled it, the filling for one who did', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect((await nb.get(FILLING)).body).toEqual([]);
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    const list = (await inv.get(FILLING)).body;
    expect(list).toHaveLength(1);
    const f = list[0];
    expect(f).toMatchObject({ userId: DEMO_ACCOUNTS.investor.userId, surveyId: SURVEY.id, fillingStatus: 'FINISHED', score: 78, valid: true });
    expect(Object.keys(f).sort()).toEqual(['content', 'fillingStatus', 'id', 'score', 'surveyId', 'timeLastUpdated', 'userId', 'valid']);
    expect(recordScore(SURVEY, f.content)).toBe(78);
  });

  it('serves the questionnaire by id to anyone, refuses an unknown id; the fillings need a login', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const s = (await nb.get(`/api/v2/survey/${SURVEY.id}`)).body;
    expect(s.id).toBe(SURVEY.id);
    expect(s.questions).toHaveLength(10);
    expect(s.questions[0]).toEqual({
      ordinal: 1,
      content: '您的年龄是？',
      choices: SURVEY.questions[0]!.choices.map((content, k) => ({ value: 'ABCD'[k], content, score: [2, 5, 8, 10][k] })),
    });
    expect(err(await nb.get('/api/v2/survey/nope'))).toBe('SURVEY_NOT_FOUND');
    expect((await call('GET', FILLING)).status).toBe(401);
    expect((await call('GET', `/api/v2/survey/${SURVEY.id}`)).body.id).toBe(SURVEY.id);
    expect((await call('POST', NEW, '', form(ALL_D))).status).toBe(401);
  });
});

describe('risk questionnaire: submitting', () => {
  it('creates a valid filling, answered as the filling in an envelope; userinfo then reports its grade', async () => {
    clock.set(NOW + 5000);
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const r = await nb.post(NEW, form(ALL_D, { userId: DEMO_ACCOUNTS.newbie.userId }));
    expect(r.body).toMatchObject({
      success: true,
      data: { userId: DEMO_ACCOUNTS.newbie.userId, surveyId: SURVEY.id, fillingStatus: 'FINISHED', score: 100, valid: true },
    });
    // no grade in the answer, as in the family's POST /surveyFilling (tbus web risk.js:52-75)
    expect(r.body.data).not.toHaveProperty('name');
    expect(r.body.data.timeLastUpdated - (NOW + 5000)).toBeGreaterThanOrEqual(0);
    expect(r.body.data.timeLastUpdated - (NOW + 5000)).toBeLessThan(5000);
    const [f] = (await nb.get(FILLING)).body;
    expect(f).toMatchObject({ id: r.body.data.id, score: 100, valid: true, content: form(ALL_D).surveyRecord });
    const info = infoOf(await nb.get(userinfo));
    expect(info.surveyFilling).toMatchObject({ score: 100 });
    expect(info.surveyScore).toMatchObject({ name: '进取型' });
  });

  it.each([
    ['a score that is not the choice’s', () => form(ALL_B, { surveyRecord: form(ALL_B).surveyRecord.replace('1@B@5', '1@B@10'), score: '55' })],
    ['a total that is not the sum', () => form(ALL_B, { score: '60' })],
    ['a missing question', () => form(ALL_B, { surveyRecord: form(ALL_B).surveyRecord.split('_').slice(1).join('_'), score: '45' })],
    ['a question answered twice', () => form(ALL_B, { surveyRecord: form(ALL_B).surveyRecord.replace('10@B@5', '1@B@5') })],
    ['a choice that does not exist', () => form(ALL_B, { surveyRecord: form(ALL_B).surveyRecord.replace('1@B@5', '1@E@5') })],
    ['another survey', () => form(ALL_B, { surveyId: 'OTHER' })],
    ['an unfinished filling', () => form(ALL_B, { fillingStatus: 'DRAFT' })],
    ['no score', () => form(ALL_B, { score: '' })],
  ])('refuses %s with INVALID_SURVEY and keeps the old filling', async (_what, make) => {
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    const before = (await inv.get(FILLING)).body;
    const r = await inv.post(NEW, make());
    expect(r.status).toBe(400);
    expect(err(r)).toBe('INVALID_SURVEY');
    expect((await inv.get(FILLING)).body).toEqual(before);
  });

  it('refuses a filling in someone else’s name', async () => {
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    expect(err(await inv.post(NEW, form(ALL_B, { userId: DEMO_ACCOUNTS.newbie.userId })))).toBe('INVALID_PARAMS');
    expect(srv.sandbox.state.surveyFillings.some((f) => f.userId === DEMO_ACCOUNTS.newbie.userId)).toBe(false);
  });

  it('replaces an expired filling with a valid one (one filling per investor)', async () => {
    const ref = await login(DEMO_ACCOUNTS.referrer.mobile);
    const [old] = (await ref.get(FILLING)).body;
    expect(old).toMatchObject({ score: 90, valid: false });
    clock.set(NOW + 60_000);
    const r = await ref.post(NEW, form(ALL_B, { fillingId: old.id }));
    expect(r.body.data).toMatchObject({ score: 50, valid: true });
    const [now, ...more] = (await ref.get(FILLING)).body;
    expect(more).toEqual([]);
    expect(now).toMatchObject({ score: 50, valid: true, timeLastUpdated: r.body.data.timeLastUpdated });
    expect(now.timeLastUpdated).toBeGreaterThanOrEqual(NOW + 60_000);
    expect(now.id).not.toBe(old.id);
    expect(srv.sandbox.state.surveyFillings.filter((f) => f.userId === DEMO_ACCOUNTS.referrer.userId)).toHaveLength(1);
    expect(infoOf(await ref.get(userinfo)).surveyScore.name).toBe('平衡型');
  });

  it('the hook-expired investor becomes valid again after a new filling', async () => {
    await call('POST', '/__sandbox/survey', '', undefined, { mobile: DEMO_ACCOUNTS.investor.mobile, valid: false });
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    expect((await inv.get(FILLING)).body[0].valid).toBe(false);
    await inv.post(NEW, form(ALL_D));
    expect((await inv.get(FILLING)).body[0]).toMatchObject({ valid: true, score: 100 });
  });
});
