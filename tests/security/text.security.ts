// Titles, names and every other text the API sends for people to read: each Chinese string
// of every API answer gets a payload in front (see poisonText), then the screens that show
// them are opened as the seasoned investor (one full load per payload, then in-app
// navigation). The payload must show as text, literally, and do nothing.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { articleId } from '../../server/sandbox/seed/cms-html';
import { DEMO_LOANS } from '../../server/sandbox/seed';
import { TEXT_XSS } from './payloads';
import { expectClean, guarded, hostile, login, open, poisonText, spa, type Guarded } from './kit';

const SCREENS = [
  '/',
  '/notice',
  `/notice/${articleId('notice-1')}`,
  `/loan/${DEMO_LOANS.opened}`,
  `/loan/${DEMO_LOANS.opened}/party`,
  '/list',
  '/dashboard',
  '/dashboard/coupon',
];

let g: Guarded;
let payload: string | null = null;

beforeAll(async () => {
  g = await guarded();
  await login(g);
  await poisonText(g.page, () => payload);
});
afterAll(async () => {
  await g?.ctx.close();
});

const CASES = TEXT_XSS.flatMap((p, k) => SCREENS.map((screen, j) => ({ payload: p, k, screen, first: j === 0 })));

// what the reader sees of it: the text exactly (a NUL is not shown)
const shown = (p: string) => p.replace(/\u0000/g, '');

describe('hostile titles and names', () => {
  hostile(
    'text',
    CASES,
    async (c) => {
      payload = c.payload;
      if (c.first) await open(g, c.screen);
      else await spa(g.page, c.screen);
      expect(new URL(g.page.url()).pathname).toBe(c.screen.split('?')[0]);
      // proves the payload reached the screen: shown as text, not markup
      const text = await g.page.evaluate(() => document.body.innerText);
      expect(text.includes(shown(c.payload)), `${c.screen} shows the payload as text`).toBe(true);
      await expectClean(g);
    },
    (c) => c.k === 1 && ['/', `/loan/${DEMO_LOANS.opened}`, '/dashboard'].includes(c.screen),
  );
});
