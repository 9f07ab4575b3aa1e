// The member level against the backend family's recorded answers (tests/fixtures/backend):
// userinfo carries no membership there, so the level comes from /membership, name only.
import { describe, expect, it } from 'vitest';
import { fromLevel, getMemberLevel, getMembership } from '../../modules/member/api';
import { fixture, fixtureStub } from './fixture-stub';

const { serve, serveFixtures, problems } = fixtureStub();
const MEMBERSHIP = fixture('get-api-v2-user-myself-membership');
const USERINFO = fixture('get-api-v2-user-myself-userinfo');

describe('member level', () => {
  it('reads /membership’s data.level.name into the level; the amounts it does not send stay null', async () => {
    serveFixtures(MEMBERSHIP);
    expect(await getMemberLevel()).toEqual({ memberLevel: 'L3', totalAmount: null, nextLeveGap: null });
    expect(problems).toEqual([]);
  });

  it('asks /membership when userinfo has no membership (the family’s userinfo never does)', async () => {
    const sent = serveFixtures(USERINFO, MEMBERSHIP);
    expect(await getMembership()).toEqual({ memberLevel: 'L3', totalAmount: null, nextLeveGap: null });
    expect(sent.map((s) => s.path).sort()).toEqual(['/api/v2/user/MYSELF/membership', '/api/v2/user/MYSELF/userinfo']);
    expect(problems).toEqual([]);
  });

  it('uses userinfo’s membership when it carries one (SPEC), even if /membership is missing', async () => {
    serve({ [USERINFO.request.path]: { ...(USERINFO.response.body as object), membership: { memberLevel: 'L2', totalAmount: 80_000, nextLeveGap: 120_000 } } });
    expect(await getMembership()).toEqual({ memberLevel: 'L2', totalAmount: 80_000, nextLeveGap: 120_000 });
  });

  it('keeps a name it does not know as it came, and none as none', () => {
    expect(fromLevel({ level: { name: 'VIP会员' } }).memberLevel).toBe('VIP会员');
    expect(fromLevel({ level: { name: 'L5' } }).memberLevel).toBe('L5');
    expect(fromLevel(null).memberLevel).toBe('');
  });
});
