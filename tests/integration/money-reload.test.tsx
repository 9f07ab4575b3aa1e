// A money attempt whose outcome is unknown survives a reload (issue 25), in happy-dom with its
// real sessionStorage and localStorage: a "page" is a fresh copy of every module (React, the
// runtime, the screen), so nothing but the storages carries over. The next page settles the
// kept attempt with the move's check before the same move is allowed again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoneyMove } from '../../runtime/money/move';

const SLOT = 'charge';
const INTENT = 'charge:6222000011112222:10000';
const PW = '246810';

/** The server's records, as the scripted check reads them. */
const server = { happened: false, readable: false, sends: [] as string[], checks: [] as [string, number][] };

function chargeMove(pw: string): MoneyMove<string> {
  const check = async (key: string, since: number) => {
    server.checks.push([key, since]);
    if (!server.readable) throw new Error('records unreachable');
    return server.happened ? 'DONE' : null;
  };
  return {
    intent: INTENT,
    send: async (key) => {
      server.sends.push(key + ':' + pw);
      server.happened = true;
      throw new (await import('../../runtime/api/api-error')).ApiError('NETWORK_ERROR', '网络异常', 0);
    },
    check,
  };
}

/** A new page: every module loaded afresh, the investor logged in, the screen rendered. */
async function openPage(settleOnOpen: boolean) {
  vi.resetModules();
  const React = await import('react');
  const tl = await import('@testing-library/react');
  const { session } = await import('../../runtime/session/store');
  session.user = { id: 'inv-1' } as NonNullable<typeof session.user>;
  const { useMoney } = await import('../../kit/money/use-money');
  const state = await import('../../runtime/money/state');
  const move = await import('../../runtime/money/move');
  function Screen() {
    const [shown, setShown] = React.useState('');
    const slot = useMoney(SLOT, (o) => setShown(o.kind), settleOnOpen ? (intent) => (intent === INTENT ? chargeMove('') : null) : undefined);
    const pending = state.unresolved(SLOT);
    return (
      <div>
        <p role="status">{shown}</p>
        {pending && <p role="alert">上一笔充值的结果尚未确认</p>}
        <button disabled={slot.busy || pending} onClick={() => void move.moveMoney(SLOT, chargeMove(PW))}>
          充值
        </button>
      </div>
    );
  }
  tl.render(<Screen />);
  return { ...tl, state };
}

let cleanupPage: (() => void) | null = null;
afterEach(() => {
  cleanupPage?.();
  localStorage.clear();
  sessionStorage.clear();
  Object.assign(server, { happened: false, readable: false, sends: [], checks: [] });
});

async function leaveUnknown() {
  const p1 = await openPage(false);
  cleanupPage = p1.cleanup;
  p1.fireEvent.click(p1.screen.getByRole('button', { name: '充值' }));
  await p1.waitFor(() => expect(p1.screen.getByRole('status').textContent).toBe('unknown'), { timeout: 10000 });
  expect(server.sends).toHaveLength(1);
  // what was kept: intent, key, start — not the password
  const kept = localStorage.getItem('h5_money:inv-1')!;
  expect(JSON.parse(kept)[SLOT]).toMatchObject({ intent: INTENT, state: 'unknown' });
  expect(kept).not.toContain(PW);
  expect(sessionStorage.getItem('h5_money:inv-1')).toBe(kept);
  p1.cleanup();
  cleanupPage = null;
  return JSON.parse(kept)[SLOT] as { key: string; since: number };
}

describe('an unknown outcome survives the reload and is settled before the same move', () => {
  it('the screen settles it as it opens: the outcome is shown, then the move is allowed; nothing is sent again', async () => {
    const kept = await leaveUnknown();
    server.readable = true;
    const p2 = await openPage(true);
    cleanupPage = p2.cleanup;
    // before the records answer: the move is not allowed
    expect(p2.screen.getByRole('button', { name: '充值' }).hasAttribute('disabled')).toBe(true);
    await p2.waitFor(() => expect(p2.screen.getByRole('status').textContent).toBe('done'));
    expect(server.checks.at(-1)).toEqual([kept.key, kept.since]);
    expect(p2.screen.getByRole('button', { name: '充值' }).hasAttribute('disabled')).toBe(false);
    expect(p2.screen.queryByRole('alert')).toBeNull();
    expect(server.sends).toHaveLength(1);
    expect(localStorage.getItem('h5_money:inv-1')).toBeNull();
  });

  it('without settling on open, the same move checks first with the kept key: it happened, so nothing is sent', async () => {
    const kept = await leaveUnknown();
    server.readable = true;
    const p2 = await openPage(false);
    cleanupPage = p2.cleanup;
    expect(p2.state.unresolved(SLOT)).toBe(true);
    const { moveMoney } = await import('../../runtime/money/move');
    const o = await moveMoney(SLOT, chargeMove(PW));
    expect(o).toMatchObject({ kind: 'done', value: 'DONE' });
    expect(server.checks.at(-1)).toEqual([kept.key, kept.since]);
    expect(server.sends).toHaveLength(1);
  });

  it('a WebView restart (the tab storage gone) still settles it; logout forgets it', async () => {
    await leaveUnknown();
    sessionStorage.clear();
    server.readable = true;
    const p2 = await openPage(true);
    cleanupPage = p2.cleanup;
    await p2.waitFor(() => expect(p2.screen.getByRole('status').textContent).toBe('done'));
    p2.cleanup();
    Object.assign(server, { happened: false, readable: false, sends: [] });
    await leaveUnknown();
    (await import('../../runtime/money/records')).forgetPendingMoves();
    expect(localStorage.getItem('h5_money:inv-1')).toBeNull();
    expect(sessionStorage.getItem('h5_money:inv-1')).toBeNull();
  });
});
