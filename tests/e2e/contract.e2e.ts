// 借款协议 inside the app (issue: the contract opened as a raw /api/... page, with no header and
// no way back): from the investment's detail to a screen of ours with the app header and back,
// the document shown through DOMPurify under the strict CSP, a PDF framed or offered as a
// download, no header inside the app, and a failure said with a retry.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVESTOR_INVEST_IDS } from '../../server/sandbox/seed/investments';
import { phoneSession, shot, unexpected, watchErrors } from '../support/phone';
import { loginAt } from '../support/login';

const s = phoneSession();

const SETTLED = INVESTOR_INVEST_IDS.SETTLED!;
const DOC = `/api/v2/user/MYSELF/invest/${SETTLED}/contract`;

/** The next contract answers, as another backend would send them. */
const serve = (page: Page, body: string | Buffer, contentType: string) =>
  page.route('**/api/v2/user/MYSELF/invest/*/contract', (route) => route.fulfill({ status: 200, contentType, body }));

describe('the contract', () => {
  it('opens from the detail in a screen of ours with the header and back, and back returns to the detail', async () => {
    const page = await s.loginAt(`/dashboard/invest/${SETTLED}`);
    const errors = watchErrors(page);
    await page.getByRole('link', { name: '查看借款协议' }).tap();
    await page.waitForURL((u) => u.pathname === `/dashboard/invest/${SETTLED}/contract`);
    await page.locator('.app-header h1', { hasText: '借款协议' }).waitFor();
    await page.getByText('协议编号').waitFor();
    expect(await page.locator('.ct-doc').innerText()).toMatch(/出借人[\s\S]*借款人[\s\S]*回款计划/);
    // the document's own style and title never reach the page: DOMPurify's allowlist
    expect(await page.locator('.ct-doc style, .ct-doc script, .ct-doc title').count()).toBe(0);
    const download = page.getByRole('link', { name: '下载' });
    expect(await download.getAttribute('href')).toBe(DOC);
    expect(await download.getAttribute('download')).toMatch(/\.html$/);
    await shot(page, 'contract');
    await page.getByRole('button', { name: '返回' }).tap();
    await page.waitForURL((u) => u.pathname === `/dashboard/invest/${SETTLED}`);
    await page.getByRole('link', { name: '查看借款协议' }).waitFor();
    // no CSP violation, no error
    expect(unexpected(errors)).toEqual([]);
  });

  it('opened by the app (from=app) has no header of ours, and its own back stays the app’s', async () => {
    const page = await s.loginAt(`/dashboard/invest/${SETTLED}`);
    // the app opens the page itself: from=app holds for the whole visit from its first load
    await page.goto(`/dashboard/invest/${SETTLED}/contract?from=app`);
    await page.getByText('协议编号').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
  });

  it('runs nothing a contract document carries', async () => {
    const page = await s.newPage();
    const errors = watchErrors(page);
    await serve(
      page,
      '<!doctype html><html><head><style>body{display:none}</style><script>window.__ran=1</script></head><body><h1>借款协议</h1>' +
        '<img src=x onerror="window.__ran=2"><a href="javascript:window.__ran=3">条款</a><p onclick="window.__ran=4">正文第一条</p>' +
        '<iframe src="https://evil.example/"></iframe><form action="https://evil.example/"><input name="p"></form></body></html>',
      'text/html; charset=utf-8',
    );
    await loginAt(page, `/dashboard/invest/${SETTLED}/contract`);
    await page.getByText('正文第一条').waitFor();
    await page.getByText('正文第一条').tap();
    await page.getByText('条款').tap();
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
    const html = await page.locator('.ct-doc').innerHTML();
    expect(html).not.toMatch(/<script|<style|<iframe|<form|onerror|onclick|javascript:/i);
    expect(page.url()).toContain('/contract');
    expect(unexpected(errors)).toEqual([]);
  });

  // each phone says whether it views PDFs (navigator.pdfViewerEnabled), so both kinds are met
  it.each([true, false])('shows a PDF where the browser can (viewer: %s), and always offers it as a download', async (viewer) => {
    const page = await s.newPage();
    await page.addInitScript((v) => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => v }), viewer);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await serve(page, pdf, 'application/pdf');
    await loginAt(page, `/dashboard/invest/${SETTLED}/contract`);
    const download = page.getByRole('link', { name: '下载' });
    await download.waitFor();
    expect(await download.getAttribute('download')).toMatch(/\.pdf$/);
    expect(await download.getAttribute('href')).toBe(DOC);
    const frame = page.locator('iframe.ct-pdf');
    const sentence = page.getByText(/借款协议为 PDF 文件/);
    await (viewer ? frame : sentence).waitFor();
    expect(await frame.evaluateAll((fs) => fs.map((f) => f.getAttribute('src')))).toEqual(viewer ? [DOC] : []);
    await shot(page, `contract-pdf-${viewer ? 'viewer' : 'download'}`);
  });

  it('says a contract not there yet, and retries one that failed', async () => {
    const page = await s.loginAt(`/dashboard/invest/${INVESTOR_INVEST_IDS.PROPOSED}/contract`);
    await page
      .getByRole('alert')
      .getByText(/借款协议尚未生成/)
      .waitFor();
    await page.locator('.app-header h1', { hasText: '借款协议' }).waitFor();

    let fail = true;
    await page.route('**/api/v2/user/MYSELF/invest/*/contract', (route) => (fail ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.fallback()));
    await page.goto(`/dashboard/invest/${SETTLED}/contract`);
    await page
      .getByRole('alert')
      .getByText(/借款协议加载失败/)
      .waitFor();
    await shot(page, 'contract-error');
    fail = false;
    await page.getByRole('button', { name: '重试' }).tap();
    await page.getByText('协议编号').waitFor();
  });
});
