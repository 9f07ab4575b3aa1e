// The figure oracle in Chromium against the sandbox: a scripted set of value moves, then every
// screen that shows them, each figure held against the sandbox's records (tests/support/figures.ts).
// A figure that disagrees fails by its screen and name; the table is printed either way.
import { describe, expect, it } from 'vitest';
import { baseURL, phoneSession } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox } from '../support/sandbox';
import { oracle } from '../support/figure-run';

const s = phoneSession();

describe('figure oracle (sandbox)', () => {
  it('every figure about the moves agrees with the records on every screen', async () => {
    const page = await s.loginAt('/dashboard');
    const checks = await oracle(page, baseURL(), sandbox, DEMO.investor);
    const wrong = checks.filter((c) => c.shown !== c.want).map((c) => `${c.screen} ${c.figure}: shown ${c.shown}, records ${c.want}`);
    expect(wrong).toEqual([]);
  });
});
