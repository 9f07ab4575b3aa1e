// The figure oracle behind the auth layer, against the stand-in that answers as the backend
// family does (token in the body, bare records): the same moves and screens as
// tests/e2e/figures.e2e.ts; the stand-in's own hooks give the coupons, captcha and records.
import { describe, expect, it } from 'vitest';
import { baseURL, phoneSession } from '../support/phone';
import { DEMO } from '../support/login';
import { sandboxHooks } from '../support/sandbox';
import { oracle } from '../support/figure-run';
import { upstreamURL } from './helpers';

const s = phoneSession();

describe('figure oracle (backend mode)', () => {
  it('every figure about the moves agrees with the records on every screen', async () => {
    const page = await s.loginAt('/dashboard');
    const checks = await oracle(page, baseURL(), sandboxHooks(upstreamURL), DEMO.investor);
    const wrong = checks.filter((c) => c.shown !== c.want).map((c) => `${c.screen} ${c.figure}: shown ${c.shown}, records ${c.want}`);
    expect(wrong).toEqual([]);
  });
});
