// A journey from a second origin, in sandbox mode: the investor is logged in on the app; a page
// on another port of the same host (the same *site*: SameSite=Lax lets its form POST carry the
// session cookie) auto-submits a form to buy a claim and another to spend points, and fires the
// same calls as no-cors fetches. The server answers 403 CROSS_SITE_REQUEST and nothing moves
// (the sandbox's ledger and points are the judge); the app's own pages still move value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from 'playwright-core';
import { pointsNeeded } from '../../modules/member/rules/member';
import { baseURL, phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { DEMO } from '../support/login';
import { sandbox } from '../support/sandbox';

const s = phoneSession();

const CLAIM = 'EC71FBB4-05A6-1C32-F064-B8F099BF69BA'; // open, someone else's, within the investor's balance
const BUY = '/api/v2/invest/user/MYSELF/creditAssign/invest';
const EXCHANGE = '/api/v2/redeemgift/user/MYSELF/redeem/interestRise';
const REFUSED = { success: false, data: null, error: [{ message: 'CROSS_SITE_REQUEST', type: 'security', value: null, code: 403 }] };
const MOVES: Record<string, { path: string; fields: Record<string, string> }> = {
  buy: { path: BUY, fields: { creditAssignId: CLAIM, amount: '100', version: 'attacker-1' } },
  points: { path: EXCHANGE, fields: { investAmount: '10000', parValue: '100', duration: '90', clientOrderId: 'attacker-1' } },
};

const esc = (v: string) => v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The attacker's site: same host as the app, another port. */
function attackerSite(app: string): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker');
    const move = MOVES[url.pathname.slice(1)];
    let body = '<p>nothing to see</p>';
    if (move) {
      // a form that submits itself as the page loads: no click, no script of the app's
      const inputs = Object.entries(move.fields)
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      body = `<form method="post" action="${esc(app + move.path)}">${inputs}</form><script>document.forms[0].submit()</script>`;
    } else if (url.pathname === '/fetch') {
      // the same calls as fetches: a same-site no-cors request carries the Lax cookie too
      const calls = Object.values(MOVES).map(
        (m) =>
          `fetch(${JSON.stringify(app + m.path)}, { method: 'POST', mode: 'no-cors', credentials: 'include', body: new URLSearchParams(${JSON.stringify(m.fields)}) })`,
      );
      body = `<script>Promise.allSettled([${calls.join(',')}]).then(() => { document.title = 'sent'; });</script>`;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>另一个网站</title></head><body>${body}</body></html>`);
  });
}

let attacker: Server;
let attackerURL = '';
beforeAll(async () => {
  attacker = attackerSite(baseURL());
  await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', r));
  attackerURL = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await s.done();
  await new Promise<void>((r) => (attacker.closeAllConnections(), attacker.close(() => r())));
});

interface Money {
  records: number;
  available: number;
  points: number;
  coupons: number;
}
async function money(): Promise<Money> {
  const ledger = await sandbox.ledger(DEMO.investor.mobile);
  const member = await sandbox.member<{ points: number; coupons: unknown[] }>(DEMO.investor.mobile);
  return { records: ledger.records.length, available: ledger.fund.availableAmount, points: member.points, coupons: member.coupons.length };
}

/** Opens the attacker's page that submits `move`; the app's answer to that form. */
async function submitFrom(page: Page, move: string): Promise<Response> {
  const path = MOVES[move]!.path;
  const answer = page.waitForResponse((r) => r.url() === baseURL() + path && r.request().method() === 'POST');
  await page.goto(`${attackerURL}/${move}`);
  return answer;
}

describe('a page on another port of the same host', () => {
  it('cannot buy a claim or spend points with the logged-in investor’s session; the app still can', async () => {
    const page = await s.loginAt('/dashboard');
    const errors = watchErrors(page);
    const before = await money();

    for (const move of ['buy', 'points']) {
      const r = await submitFrom(page, move);
      const sent = await r.request().allHeaders();
      // the attack as it was: Chromium calls the page same-site and sends the session cookie
      expect(sent['sec-fetch-site']).toBe('same-site');
      expect(sent.origin).toBe(attackerURL);
      expect(sent.cookie).toMatch(/(^|; )ccat=\w+/);
      expect(r.status()).toBe(403);
      expect(await r.json()).toEqual(REFUSED);
      await shot(page, `cross-site-${move}`);
    }
    await page.goto(`${attackerURL}/fetch`);
    await page.waitForFunction(() => document.title === 'sent');
    expect(await money()).toEqual(before);

    // the investor is still logged in, and the app's own page exchanges points as before
    await page.goto('/dashboard/member/specialInterest');
    await page.locator('#si-amount').fill('10000');
    // the screen opens on the cheapest priced coupon: down to the lowest rate, then up to 1%
    const minus = page.getByRole('button', { name: '降低加息幅度' });
    while (await minus.isEnabled()) await minus.tap();
    const plus = page.getByRole('button', { name: '提高加息幅度' });
    for (let i = 0; i < 9; i++) await plus.tap();
    await page.getByRole('button', { name: '90天' }).tap();
    const cost = pointsNeeded(10_000, 90, 1_000_000, 100);
    await page.locator('[data-testid="cost"]', { hasText: cost.toLocaleString('en-US') }).waitFor();
    await page.getByRole('button', { name: '确认兑换' }).tap();
    // the app asks before points are spent
    await page.locator('.ui-dialog-text', { hasText: '确认使用' }).waitFor();
    await page.click('.ui-dialog-ok');
    await page.locator('.ui-dialog-text', { hasText: '兑换成功' }).waitFor();
    const after = await money();
    expect(after.points).toBe(before.points - cost);
    expect(after.coupons).toBe(before.coupons + 1);
    expect(after.available).toBe(before.available);
    // the 403s above are the browser's own "Failed to load resource" lines, nothing else
    expect(unexpected(errors)).toEqual([]);
  });

  it('and our own page buys the same claim with the same cookie', async () => {
    const page = await s.loginAt('/dashboard');
    const before = await money();
    const r = await page.evaluate(
      async ({ path, fields }) => {
        const res = await fetch(path, { method: 'POST', body: new URLSearchParams(fields) });
        return { status: res.status, body: (await res.json()) as { success: boolean } };
      },
      { path: BUY, fields: { ...MOVES.buy!.fields, version: 'own-page-1' } },
    );
    expect(r).toMatchObject({ status: 200, body: { success: true } });
    const after = await money();
    expect(after.records).toBe(before.records + 1);
    expect(after.available).toBeLessThan(before.available);
  });
});
