import { describe, expect, it } from 'vitest';
import { loadHome } from '../../modules/home/api';
import type { Settled } from '../../runtime/api/settled';

// The homepage's schemas are the contract: every block must parse what the sandbox sends
// (loadHome hands a failed block its failure, so a block that is not ok here is a contract break).
describe('homepage calls against the sandbox', () => {
  it('parses every block', async () => {
    const d = await loadHome();
    const value = <T>(s: Settled<T>): T => {
      expect(s.ok).toBe(true);
      return (s as { value: T }).value;
    };
    const [notices, info, views, services] = await Promise.all([d.more.notices, d.more.info, d.more.views, d.more.services]);
    expect(value(notices).length).toBeGreaterThan(0);
    expect(value(info)).toHaveLength(2);
    expect(value(views)).toHaveLength(2);
    expect(value(services)).toHaveLength(3);
    expect(value(d.banners).length).toBeGreaterThan(0);
    expect(Object.keys(value(d.loans))).toEqual(expect.arrayContaining(['NEW', 'GDSY', 'CPTJ']));
    expect(value(d.summary).length).toBeGreaterThan(0);
  });
});
