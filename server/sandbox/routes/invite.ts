// The invite screen: how many friends the investor brought and what it earned, and who.
import { ok, page, yuan } from '../reply';
import { findUser } from '../state';
import type { Register } from './index';

const maskMobile = (m: string) => (m.length > 7 ? m.slice(0, 3) + '****' + m.slice(-4) : m);
const maskName = (n: string) => (n ? Array.from(n)[0] + '*'.repeat(Array.from(n).length - 1) : '');

export const registerInvite: Register = (r) => {
  r.getAuth('/api/v2/reward/getReferUserCountAndReward/MYSELF', (c) => {
    const me = c.userId!;
    const count = c.state.users.filter((u) => u.referrerId === me).length;
    const fen = c.state.fundRecords
      .filter((f) => f.userId === me && f.type === 'REWARD_REFERRAL' && f.status === 'SUCCESSFUL')
      .reduce((sum, f) => sum + Math.round(f.amount * 100), 0);
    return ok({ referUserCount: count, referReward: yuan(fen) });
  });

  r.getAuth('/api/v2/user/MYSELF/invite', (c) => {
    const me = findUser(c.state, c.userId)!;
    const pageNo = Math.max(1, Number(c.query.get('pageNo')) || 1);
    const size = Math.min(50, Math.max(1, Number(c.query.get('pageSize')) || 10));
    const friends = c.state.users
      .filter((u) => u.referrerId === me.id)
      .sort((a, b) => b.registerDate - a.registerDate)
      .map((u) => ({
        userId: u.id,
        // the backend never shows a friend's full mobile or name to the inviter
        mobile: maskMobile(u.mobile),
        name: maskName(u.name),
        registerDate: u.registerDate,
        invested: (c.state.userFunds[u.id]?.totalInvest ?? 0) >= 100,
      }));
    return ok(page(friends, pageNo, size));
  });
};
