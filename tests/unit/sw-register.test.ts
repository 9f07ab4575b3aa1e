// @vitest-environment happy-dom
// The page's side of the service worker (runtime/sw/register.ts): the 新版本 prompt comes only
// for a build other than the page's own, once, and reloads only when accepted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWorker } from '../../runtime/sw/register';
import { closeDialog, ui } from '../../runtime/ui/ui-store';
import { SW_MSG } from '../../runtime/sw/build-facts';

/** A container that records what the page asked and lets the test speak as the worker. */
function fakeContainer() {
  const listeners: ((e: MessageEvent) => void)[] = [];
  const posted: unknown[] = [];
  const c = {
    controller: { postMessage: (m: unknown) => posted.push(m) },
    started: false,
    registered: '' as string,
    addEventListener: (_t: string, f: (e: MessageEvent) => void) => listeners.push(f),
    startMessages() {
      c.started = true;
    },
    register(url: string) {
      c.registered = url;
      return Promise.resolve({ update: () => Promise.resolve() });
    },
  };
  const say = (data: unknown) => listeners.forEach((f) => f(new MessageEvent('message', { data })));
  return { c: c as unknown as ServiceWorkerContainer, raw: c, say, posted };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  for (const d of [...ui.dialogs]) closeDialog(d.id, false);
});

describe('registerWorker', () => {
  it('registers /sw.js, reads queued messages, and asks the worker which build it serves', async () => {
    const f = fakeContainer();
    registerWorker('aaaa', f.c);
    await flush();
    expect(f.raw.registered).toBe('/sw.js');
    expect(f.raw.started).toBe(true);
    expect(f.posted).toEqual([{ type: SW_MSG.ask }]);
  });

  it("says nothing for the page's own build, and offers 新版本 once for another", async () => {
    const f = fakeContainer();
    registerWorker('aaaa', f.c);
    f.say({ type: SW_MSG.build, v: 'aaaa' });
    f.say({ type: 'other', v: 'bbbb' });
    expect(ui.dialogs).toHaveLength(0);
    f.say({ type: SW_MSG.build, v: 'bbbb' });
    f.say({ type: SW_MSG.build, v: 'cccc' });
    expect(ui.dialogs).toHaveLength(1);
    expect(ui.dialogs[0]).toMatchObject({ title: '发现新版本', okText: '立即更新', cancelText: '稍后' });
  });

  it('reloads only when the investor accepts', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    try {
      const later = fakeContainer();
      registerWorker('aaaa', later.c);
      later.say({ type: SW_MSG.build, v: 'bbbb' });
      closeDialog(ui.dialogs[0]!.id, false);
      await flush();
      expect(reload).not.toHaveBeenCalled();
      const now = fakeContainer();
      registerWorker('aaaa', now.c);
      now.say({ type: SW_MSG.build, v: 'bbbb' });
      closeDialog(ui.dialogs[0]!.id, true);
      await flush();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves a page without workers (an old WebView) as it is', () => {
    expect(() => registerWorker('aaaa', undefined)).not.toThrow();
  });
});
