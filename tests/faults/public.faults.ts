// Public screens with their API calls failing in every way a poor network or a broken gateway
// fails them: each screen ends in its content or a Chinese error with 重试 — for the whole
// screen, or (home, the list) for each block that failed, the rest of the screen staying —
// and 重试 after the fault clears shows the content.
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_LOANS } from '../../server/sandbox/seed/index';
import { loginAt } from '../support/login';
import { clearFaults, errorView, expectChineseRetry, injectedNow, isChinese, journey, phones, setFaults, settle, SHORT, watch, type FaultRule } from './kit';

const newPage = phones();

interface Screen {
  path: string;
  /** the screen's API calls that get the fault */
  calls: string;
  content: (p: Page) => Locator;
  user?: boolean;
  /** SPEC §2: a loan that cannot load sends the reader to the homepage */
  fallback?: (p: Page) => Locator;
}

const home = (p: Page) => p.locator('.home-banner').first();
const SCREENS: Record<string, Screen> = {
  home: { path: '/', calls: '/api/*', content: home },
  list: { path: '/list', calls: '/api/v2/loans/getLoanWithPage', content: (p) => p.getByText('立即出借').first(), user: true },
  loan: { path: `/loan/${DEMO_LOANS.opened}`, calls: '/api/v2/loan/:id', content: (p) => p.getByText('预期年化收益率').first() },
  notice: { path: '/notice', calls: '/api/v2/cms/*', content: (p) => p.getByText('关于系统升级维护的公告').first() },
  about: { path: '/about', calls: '/api/v2/cms/*', content: (p) => p.getByText(/汇盈金服由/).first() },
  help: { path: '/help', calls: '/api/v2/cms/*', content: (p) => p.getByText('如何注册成为平台用户？').first() },
  news: { path: '/finance-news', calls: '/api/v2/financeNews', content: (p) => p.getByText(/央行开展公开市场操作/).first() },
};

type Kind = 'latency' | 'error500' | 'abort' | 'malformed' | 'html' | 'shape';
const KINDS: Kind[] = ['latency', 'error500', 'abort', 'malformed', 'html', 'shape'];
// one of each kind across the screens: the short run still meets every kind once
const SHORT_SET = new Set(['home:error500', 'loan:html', 'about:abort', 'notice:malformed', 'help:shape', 'news:latency']);

async function screenJourney(s: Screen, kind: Kind) {
  const page = await newPage();
  const w = await watch(page);
  if (s.user) await loginAt(page);
  const rule: FaultRule = { path: s.calls, kind, method: 'GET', ...(kind === 'latency' ? { ms: 2000 } : {}) };
  await setFaults([rule]);
  await page.goto(s.path);
  const fallback = s.fallback?.(page);
  const blocks = page.locator('.ui-block-error');
  const landed = await settle(page, (fallback ? s.content(page).or(fallback) : s.content(page)).or(blocks.first()));
  expect(await injectedNow(), 'the fault never hit the screen').toBeGreaterThan(0);
  const shown: Shown =
    landed === 'error' ? 'error' : (await blocks.count()) > 0 ? 'blocks' : fallback && new URL(page.url()).pathname === '/' ? 'home' : 'content';
  // latency only delays the content; every other fault fails the call, and the screen says so
  expect(shown === 'content', `the screen showed ${shown}`).toBe(kind === 'latency');
  await RECOVER[shown](page, s);
  await s.content(page).waitFor({ timeout: 15_000 });
  expect(w.errors()).toEqual([]);
}

/** How a screen ended under a fault: failed blocks, the error view, the homepage instead, or the content. */
type Shown = 'blocks' | 'error' | 'home' | 'content';
/** What brings each back once the fault is gone. */
const RECOVER: Record<Shown, (page: Page, s: Screen) => Promise<void>> = {
  // each block that failed says so in its place, with its own 重试; each brings its block back
  async blocks(page) {
    const blocks = page.locator('.ui-block-error');
    // the blocks a screen asks after its first content (the home's notices and articles) fail
    // a moment later than the first: counted once every call has had its answer
    await page.waitForLoadState('networkidle');
    for (const b of await blocks.all()) {
      expect(isChinese(await b.innerText())).toBe(true);
      await b.getByRole('button', { name: '重试' }).waitFor({ timeout: 2000 });
    }
    await clearFaults();
    for (let left = await blocks.count(); left > 0; left--) {
      await blocks.first().getByRole('button', { name: '重试' }).click();
      await expect.poll(() => blocks.count()).toBeLessThan(left);
    }
  },
  async error(page) {
    await expectChineseRetry(page);
    await clearFaults();
    await errorView(page).getByRole('button', { name: '重试' }).click();
  },
  async home(page, s) {
    await clearFaults();
    await page.goto(s.path);
  },
  content: async () => {},
};

for (const [name, screen] of Object.entries(SCREENS)) {
  // a describe without journeys fails its file: in the short run, leave such screens out
  if (SHORT && !KINDS.some((k) => SHORT_SET.has(`${name}:${k}`))) continue;
  describe(`${name}: ${screen.path}${screen.user ? ' (logged in)' : ''}`, () => {
    for (const kind of KINDS) {
      journey(`${name} ${kind} on ${screen.calls}: content, or a Chinese error whose 重试 brings it`, () => screenJourney(screen, kind), {
        short: SHORT_SET.has(`${name}:${kind}`),
      });
    }
  });
}
