// Touch targets and width (issue 17): on every registered route, at 390 px, nothing scrolls
// sideways and every button, tab, switch and menu row is at least 44 × 44 px — 60 × 60 px in
// 长辈模式 (MIIT 适老化), where text lines are also at least 1.3 × their font size.
// Login-only and public screens are walked as the seasoned investor, guest screens logged
// out; each in both modes, reached the way a link inside the app reaches them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../../modules';
import { samplePath } from '../a11y/samples';
import { goInApp, settled, trackNetwork, type Net } from '../a11y/walk';
import { phoneSession } from '../support/phone';
import { DEMO, landAs, type Who } from '../support/login';
import { measureScreen, type ScreenIssues } from './targets-measure';

const s = phoneSession();

async function openAs(login: Who | null, elder: boolean): Promise<{ page: Page; net: Net }> {
  const page = await s.newPage({ elder });
  const net = trackNetwork(page);
  await landAs(page, login);
  await settled(page, net);
  return { page, net };
}

const walks = [
  { who: 'investor', login: DEMO.investor, list: routes.filter((r) => r.access !== 'guest') },
  { who: 'logged out', login: null, list: routes.filter((r) => r.access === 'guest') },
];

describe.each(walks.flatMap((w) => [false, true].map((elder) => ({ ...w, elder, mode: elder ? '长辈模式' : 'normal' }))))(
  'targets, $who, $mode',
  ({ login, list, elder }) => {
    it(`every screen: no sideways scroll, targets ≥ ${elder ? 60 : 44} px`, async () => {
      const { page, net } = await openAs(login, elder);
      expect(await page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(elder);
      const bad: ScreenIssues[] = [];
      for (const r of list) {
        const path = samplePath(r.path);
        await goInApp(page, path);
        await settled(page, net);
        const issues = await measureScreen(page, { min: elder ? 60 : 44, lineHeight: elder ? 1.3 : 0 });
        if (issues.problems.length) bad.push({ ...issues, path });
      }
      await page.context().close();
      expect(bad.map((b) => `${b.path}: ${b.problems.join('; ')}`)).toEqual([]);
    }, 240_000);
  },
);
