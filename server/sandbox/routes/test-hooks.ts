import { bare, fail } from '../reply';
import type { Register } from './index';

/**
 * Sandbox-only: lets tests read the codes a real user would receive by SMS, voice call or
 * picture, and move the clock instead of waiting. Never mounted when API_TARGET is set.
 */
export const registerTestHooks: Register = (r, o) => {
  r.get('/__sandbox/code', (c) => {
    const mobile = c.query.get('mobile') ?? '';
    const purpose = c.query.get('purpose');
    const hits = [...c.state.codes.entries()].filter(([k]) => k.endsWith(':' + mobile) && (!purpose || k.startsWith(purpose + ':')));
    const last = hits.at(-1);
    return last ? bare({ key: last[0], code: last[1].code }) : fail('NOT_FOUND', 404);
  });
  r.get('/__sandbox/captcha', (c) => {
    const rec = c.state.captchas.get(c.query.get('token') ?? '');
    return rec ? bare({ answer: rec.code }) : fail('NOT_FOUND', 404);
  });
  r.post('/__sandbox/clock', (c) => {
    const j = (c.json ?? {}) as { advanceMs?: number; now?: number };
    if (typeof j.advanceMs === 'number') o.clock.advance(j.advanceMs);
    if (typeof j.now === 'number') o.clock.set(j.now);
    return bare({ now: o.clock.now() });
  });
  r.post('/__sandbox/reset', () => {
    o.sandbox.reset();
    return bare({ ok: true });
  });
};
