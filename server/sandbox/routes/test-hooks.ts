import { bare, fail } from '../reply';
import { findByMobile } from '../state';
import { fundView } from './user';
import { registerInvestHooks } from './test-hooks-invest';
import { registerWitnessHook } from './test-hooks-witness';
import type { Register } from './register';

/**
 * Sandbox-only: lets tests read the codes a real user would receive by SMS, voice call or
 * picture, move the clock instead of waiting, inject faults and read a user's ledger.
 * Never mounted when API_TARGET is set.
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
    o.sandbox.faults.clear();
    return bare({ ok: true });
  });
  // Faults per journey (format: server/sandbox/faults.ts): the rules, `[]` clears; GET adds counts.
  r.post('/__sandbox/faults', (c) => {
    try {
      o.sandbox.faults.set(c.json);
    } catch (e) {
      return fail('INVALID_FAULTS', 400, (e as Error).message);
    }
    return bare(o.sandbox.faults.report());
  });
  r.get('/__sandbox/faults', () => bare(o.sandbox.faults.report()));
  // What a user's money did, whole, for "each intended payment exactly once" (newest first).
  r.get('/__sandbox/ledger', (c) => {
    const u = findByMobile(c.state, c.query.get('mobile') ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    const records = c.state.fundRecords.filter((f) => f.userId === u.id);
    return bare({ userId: u.id, mobile: u.mobile, records, fund: fundView(c.state, u.id) });
  });
  // /__sandbox/loan, /channel, /survey, /investments
  registerInvestHooks(r, o);
  // /__sandbox/witness
  registerWitnessHook(r, o);
};
