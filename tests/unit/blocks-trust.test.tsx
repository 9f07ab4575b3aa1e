// @vitest-environment happy-dom
// The two shared pieces of the blocks-and-trust issue: a block that failed alone (its words,
// its own retry, only its call asked again) and the risk notice (the glossary's words).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, type Settled } from '../../runtime/api/settled';
import { netAnswered, netFailed } from '../../runtime/net/connectivity';
import { BlockError, useBlock } from '../../kit/ui/block-error';
import { RiskNotice } from '../../kit/ui/risk-notice';
import { BUY, RISK_WARNING } from '../../domain/format/glossary';

afterEach(cleanup);

describe('settle', () => {
  it('never rejects', async () => {
    expect(await settle(Promise.resolve(3))).toEqual({ ok: true, value: 3 });
    expect(await settle(Promise.reject(new Error('500')))).toEqual({ ok: false, at: expect.any(Number) });
  });
});

function Probe({ again, first = { ok: false } }: { again: () => Promise<string>; first?: Settled<string> }) {
  const b = useBlock<string>(first, again);
  return b.got.ok ? <p>{b.got.value}</p> : <BlockError what="公告" busy={b.busy} onRetry={b.retry} />;
}

describe('a failed block', () => {
  it('mounting after the network came back, a block whose call failed before that asks again by itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await netFailed();
    const first = await settle(Promise.reject(new TypeError('Failed to fetch')));
    netAnswered();
    vi.unstubAllGlobals();
    const again = vi.fn(async () => '关于系统升级维护的公告');
    render(<Probe again={again} first={first} />);
    await act(async () => {});
    expect(again).toHaveBeenCalledTimes(1);
    screen.getByText('关于系统升级维护的公告');
  });

  it('a block that failed after the network was last back waits: no request of its own', async () => {
    const again = vi.fn(async () => 'x');
    render(<Probe again={again} first={await settle(Promise.reject(new Error('500')))} />);
    await act(async () => {});
    expect(again).not.toHaveBeenCalled();
  });

  it('says what failed in words with a 重试 of its own, busy while asking, and shows the answer', async () => {
    let answer!: (v: string) => void;
    const again = vi.fn(() => new Promise<string>((r) => (answer = r)));
    render(<Probe again={again} />);
    expect(screen.getByRole('alert').textContent).toBe('公告加载失败重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(again).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: '加载中…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer('关于系统升级维护的公告'));
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText('关于系统升级维护的公告');
  });

  it('fails again in place, ready for another try', async () => {
    render(<Probe again={() => Promise.reject(new Error('500'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(screen.getByRole('alert').textContent).toBe('公告加载失败重试');
    expect((screen.getByRole('button', { name: '重试' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the risk notice', () => {
  it('says the glossary’s words, and 购买 for what is bought', () => {
    render(<RiskNotice />);
    expect(screen.getByRole('note').textContent).toBe(RISK_WARNING);
    expect(RISK_WARNING).toBe('市场有风险，出借需谨慎');
    cleanup();
    render(<RiskNotice verb={BUY} />);
    expect(screen.getByRole('note').textContent).toBe('市场有风险，购买需谨慎');
  });
});
