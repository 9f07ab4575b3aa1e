// The invite screen's and the account home's referral calls against the backend family's
// recorded answers (tests/fixtures/backend), network stubbed.
import { describe, expect, it } from 'vitest';
import { getInvitees, loadInvite } from '../../modules/profile/api/invite';
import { getInviteSummary } from '../../kit/entity/invite-summary';
import { getInvitedCount } from '../../modules/account/api/home';
import { fixture, fixtureStub } from './fixture-stub';

const { serve, serveFixtures, problems } = fixtureStub();
const SUMMARY = fixture('get-api-v2-reward-getreferusercountandreward-myself');
const INVITE = fixture('get-api-v2-user-myself-invite');

describe('referral summary', () => {
  it('reads the bare {count, totalCoupons}: totalCoupons is a number of red packets', async () => {
    serveFixtures(SUMMARY);
    expect(await getInviteSummary()).toEqual({ count: 3, coupons: 5 });
    expect(await getInvitedCount()).toBe(3);
    expect(problems).toEqual([]);
  });

  it('shows no red-packet count the backend did not send (null, not 0)', async () => {
    serve({ [SUMMARY.request.path]: { count: 2 } });
    expect(await getInviteSummary()).toEqual({ count: 2, coupons: null });
  });

  it('refuses an answer without the count', async () => {
    serve({ [SUMMARY.request.path]: { referUserCount: 2 } });
    await expect(getInvitedCount()).rejects.toBeTruthy();
  });
});

describe('invitees', () => {
  it('flattens each item’s user, masks name and mobile, and keys by the user id', async () => {
    serveFixtures(INVITE);
    const p = await getInvitees(1);
    expect(p.total).toBe(2);
    expect(p.items).toEqual([
      { id: '1F2E3D4C-5B6A-4798-8A7B-6C5D4E3F2A1B', name: '李*', mobile: '139****6789', registerDate: 1508123456000 },
      { id: '9A8B7C6D-5E4F-4A3B-9C2D-1E0F9A8B7C6D', name: '', mobile: '186****5678', registerDate: 1506543210000 },
    ]);
    expect(JSON.stringify(p)).not.toMatch(/13923456789|李娜/);
    expect(problems).toEqual([]);
  });

  it('loads the summary with page 1 on its way', async () => {
    serveFixtures(SUMMARY, INVITE);
    const d = await loadInvite();
    expect(d.summary.count).toBe(3);
    expect((await d.firstPage).items).toHaveLength(2);
  });
});
