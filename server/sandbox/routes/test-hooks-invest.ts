/**
 * Sandbox-only hooks for the invest journeys: sell a loan out between opening the invest screen
 * and paying, take the payment channel down, expire/change/remove a survey filling, and read a
 * user's investments (with the version that made each). Mounted by test-hooks.ts.
 * Every change lives in the state, so /__sandbox/reset undoes it.
 */
import { LOAN_STATUSES, type LoanStatus } from '../model';
import { bare, fail } from '../reply';
import { stableId } from '../seed/rng';
import { SURVEY } from '../seed/survey';
import { findByMobile } from '../state';
import type { Register } from './register';
import { investFlags, investView } from './invest-kit';
import { toFen, toYuan } from '../../../domain/format/money';

export const registerInvestHooks: Register = (r) => {
  // JSON { id, balance?, status? }: balance 0 without a status sells the loan out (FINISHED).
  r.post('/__sandbox/loan', (c) => {
    const j = (c.json ?? {}) as { id?: string; balance?: number; status?: string };
    const loan = c.state.loans.find((l) => l.id === j.id);
    if (!loan) return fail('NOT_FOUND', 404);
    if (j.status !== undefined && !LOAN_STATUSES.includes(j.status as LoanStatus)) return fail('INVALID_STATUS');
    if (j.balance !== undefined) {
      const fen = toFen(Number(j.balance));
      if (!(fen >= 0) || fen > toFen(loan.amount)) return fail('INVALID_AMOUNT');
      loan.balance = toYuan(fen);
      loan.investPercent = 1 - loan.balance / loan.amount;
      if (fen === 0 && j.status === undefined) Object.assign(loan, { status: 'FINISHED', timeFinished: c.now() });
    }
    if (j.status !== undefined) loan.status = j.status as LoanStatus;
    return bare({ id: loan.id, status: loan.status, balance: loan.balance, investPercent: loan.investPercent });
  });

  // JSON { down }: card payments fail CHANNEL_UNAVAILABLE and hasOpenCurrentChannel answers false.
  r.post('/__sandbox/channel', (c) => {
    const flags = investFlags(c.state);
    flags.channelDown = Boolean((c.json as { down?: unknown } | null)?.down);
    return bare({ down: flags.channelDown });
  });

  // JSON { mobile, score?, valid?, remove? }: a missing filling is created (score default 70).
  r.post('/__sandbox/survey', (c) => {
    const j = (c.json ?? {}) as { mobile?: string; score?: number; valid?: boolean; remove?: boolean };
    const u = findByMobile(c.state, j.mobile ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    const fillings = c.state.surveyFillings;
    if (j.remove) {
      c.state.surveyFillings = fillings.filter((f) => f.userId !== u.id);
      return bare({ userId: u.id, filling: null });
    }
    let filling = fillings.find((f) => f.userId === u.id);
    if (!filling) {
      filling = { id: stableId('filling', u.id), userId: u.id, surveyId: SURVEY.id, score: 70, timeLastUpdated: c.now(), valid: true, content: '' };
      fillings.push(filling);
    }
    if (typeof j.score === 'number') filling.score = j.score;
    if (typeof j.valid === 'boolean') filling.valid = j.valid;
    filling.timeLastUpdated = c.now();
    return bare({ userId: u.id, filling });
  });

  // Newest first, each with its version, for "the lost tender was made exactly once".
  r.get('/__sandbox/investments', (c) => {
    const u = findByMobile(c.state, c.query.get('mobile') ?? '');
    if (!u) return fail('NOT_FOUND', 404);
    const investments = c.state.investments
      .filter((i) => i.userId === u.id)
      .reverse()
      .sort((a, b) => b.submitTime - a.submitTime)
      .map((i) => investView(c.state, i));
    return bare({ userId: u.id, mobile: u.mobile, investments });
  });
};
