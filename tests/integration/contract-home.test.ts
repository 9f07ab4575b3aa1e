import { describe, expect, it } from 'vitest';
import { loadHome } from '../../modules/home/api';

// The homepage's schemas are the contract: every block must parse what the sandbox sends
// (loadHome leaves a failed block empty, so an empty block here is a contract break).
describe('homepage calls against the sandbox', () => {
  it('parses every block', async () => {
    const d = await loadHome();
    const more = await d.more;
    expect(more.notices.length).toBeGreaterThan(0);
    expect(more.info).toHaveLength(2);
    expect(more.views).toHaveLength(2);
    expect(more.services).toHaveLength(3);
    expect(d.banners.length).toBeGreaterThan(0);
    expect(Object.keys(d.loans)).toEqual(expect.arrayContaining(['NEW', 'GDSY', 'CPTJ']));
    expect(d.summary.length).toBeGreaterThan(0);
  });
});
