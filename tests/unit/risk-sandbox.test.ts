// The sandbox's risk questionnaire (SPEC §7 User: surveyFilling, survey, surveyFillingNew)
// through HTTP against an in-process sandbox whose clock the test owns.
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSandbox, type Res } from './sandbox-http';
import { createClock } from '../../server/sandbox/clock';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { SURVEY } from '../../server/sandbox/seed/survey';
import { recordScore } from '../../server/sandbox/routes/survey';
import { RISK_SURVEY_ID, surveyRecord } from '../../modules/dashboard/api-risk';

const NOW = Date.UTC(2026, 10, 1, 2, 30);
const clock = createClock(NOW);
const srv = serveSandbox(clock);
const call = srv.call;
beforeEach(() => {
  clock.set(NOW);
  srv.sandbox.reset();
});
const err = (r: Res) => r.body?.error?.[0]?.message;

async function login(mobile: string) {
  const cookie = (await call('POST', '/api/web/login', '', { loginName: mobile, password: 'demo1234', source: 'MOBILE' })).cookie;
  return {
    get: (p: string) => call('GET', p, cookie),
    post: (p: string, f: Record<string, string> = {}) => call('POST', p, cookie, f),
  };
}

const FILLING = '/api/v2/user/MYSELF/surveyFilling';
const NEW = '/api/v2/user/MYSELF/surveyFillingNew';
const userinfo = '/api/v2/user/MYSELF/userinfo?version=V1';
// all D: 10 × 10 = 100 (进取型); all B: 10 × 5 = 50 (平衡型)
const ALL_D = Array<number>(10).fill(3);
const ALL_B = Array<number>(10).fill(1);

const form = (answers: number[], over: Record<string, string> = {}) => {
  const { record, score } = surveyRecord(SURVEY, answers);
  return { surveyId: SURVEY.id, fillingStatus: 'FINISHED', score: String(score), content: record, surveyRecord: record, ...over };
};

describe('risk questionnaire: reading', () => {
  it('uses the same survey id as the client', () => {
    expect(RISK_SURVEY_ID).toBe(SURVEY.id);
  });

  it('answers null for an investor who never filled it, the filling for one who did', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    expect((await nb.get(FILLING)).body).toMatchObject({ success: true, data: null });
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    const f = (await inv.get(FILLING)).body.data;
    expect(f).toMatchObject({ surveyId: SURVEY.id, score: 78, valid: true });
    expect(Object.keys(f).sort()).toEqual(['content', 'id', 'score', 'surveyId', 'timeLastUpdated', 'valid']);
    expect(recordScore(SURVEY, f.content)).toBe(78);
  });

  it('serves the questionnaire by id, refuses an unknown id, and needs a login', async () => {
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const s = (await nb.get(`/api/v2/survey/${SURVEY.id}`)).body.data;
    expect(s.questions).toHaveLength(10);
    expect(s.questions[0]).toEqual({ content: '您的年龄是？', choices: SURVEY.questions[0]!.choices, chooseScore: [2, 5, 8, 10] });
    expect(err(await nb.get('/api/v2/survey/nope'))).toBe('SURVEY_NOT_FOUND');
    expect((await call('GET', FILLING)).status).toBe(401);
    expect((await call('GET', `/api/v2/survey/${SURVEY.id}`)).status).toBe(401);
    expect((await call('POST', NEW, '', form(ALL_D))).status).toBe(401);
  });
});

describe('risk questionnaire: submitting', () => {
  it('creates a valid filling with its grade, which userinfo then reports', async () => {
    clock.set(NOW + 5000);
    const nb = await login(DEMO_ACCOUNTS.newbie.mobile);
    const r = await nb.post(NEW, form(ALL_D, { userId: DEMO_ACCOUNTS.newbie.userId }));
    expect(r.body).toMatchObject({
      success: true,
      data: { score: 100, valid: true, name: '进取型', maxRiskRank: 'R5' },
    });
    expect(r.body.data.description).toMatch(/高收益/);
    expect(r.body.data.timeLastUpdated - (NOW + 5000)).toBeGreaterThanOrEqual(0);
    expect(r.body.data.timeLastUpdated - (NOW + 5000)).toBeLessThan(5000);
    const f = (await nb.get(FILLING)).body.data;
    expect(f).toMatchObject({ id: r.body.data.id, score: 100, valid: true, content: form(ALL_D).surveyRecord });
    const info = (await nb.get(userinfo)).body.data;
    expect(info.surveyFilling).toMatchObject({ score: 100, valid: true });
    expect(info.surveyScore).toEqual({ name: '进取型', description: r.body.data.description, maxRiskRank: 'R5' });
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
    const before = (await inv.get(FILLING)).body.data;
    const r = await inv.post(NEW, make());
    expect(r.status).toBe(400);
    expect(err(r)).toBe('INVALID_SURVEY');
    expect((await inv.get(FILLING)).body.data).toEqual(before);
  });

  it('refuses a filling in someone else’s name', async () => {
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    expect(err(await inv.post(NEW, form(ALL_B, { userId: DEMO_ACCOUNTS.newbie.userId })))).toBe('INVALID_PARAMS');
    expect(srv.sandbox.state.surveyFillings.some((f) => f.userId === DEMO_ACCOUNTS.newbie.userId)).toBe(false);
  });

  it('replaces an expired filling with a valid one (one filling per investor)', async () => {
    const ref = await login(DEMO_ACCOUNTS.referrer.mobile);
    const old = (await ref.get(FILLING)).body.data;
    expect(old).toMatchObject({ score: 90, valid: false });
    clock.set(NOW + 60_000);
    const r = await ref.post(NEW, form(ALL_B, { fillingId: old.id }));
    expect(r.body.data).toMatchObject({ score: 50, valid: true, name: '平衡型', maxRiskRank: 'R3' });
    const now = (await ref.get(FILLING)).body.data;
    expect(now).toMatchObject({ score: 50, valid: true, timeLastUpdated: r.body.data.timeLastUpdated });
    expect(now.timeLastUpdated).toBeGreaterThanOrEqual(NOW + 60_000);
    expect(now.id).not.toBe(old.id);
    expect(srv.sandbox.state.surveyFillings.filter((f) => f.userId === DEMO_ACCOUNTS.referrer.userId)).toHaveLength(1);
    expect((await ref.get(userinfo)).body.data.surveyScore.name).toBe('平衡型');
  });

  it('the hook-expired investor becomes valid again after a new filling', async () => {
    await call('POST', '/__sandbox/survey', '', undefined, { mobile: DEMO_ACCOUNTS.investor.mobile, valid: false });
    const inv = await login(DEMO_ACCOUNTS.investor.mobile);
    expect((await inv.get(userinfo)).body.data.surveyFilling.valid).toBe(false);
    await inv.post(NEW, form(ALL_D));
    expect((await inv.get(userinfo)).body.data.surveyFilling).toMatchObject({ valid: true, score: 100 });
  });
});
