// 借款协议 inside the app (issue: the contract opened as a raw /api/... page, a dead end): the
// page fetches the contract through the api client, shows an HTML one through DOMPurify, a PDF
// one as a frame or a download, and says what went wrong with a retry.
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS, INVESTOR_INVEST_IDS } from '../../server/sandbox/seed';
import { flush } from '../../runtime/session';
import { routes } from '../../modules';
import { matchRoute } from '../../runtime/router/match';
import ContractPage from '../../modules/portfolio/pages/contract';
import { contractOf, loadContract as load } from '../../modules/portfolio/api/contract';
import { signIn } from '../support/login';

const own = ownSandbox();
const SETTLED = INVESTOR_INVEST_IDS.SETTLED!;
const open = async (id: string) => render(<ContractPage data={await load(id)} params={{ id }} query={new URLSearchParams()} />);

beforeEach(async () => {
  own.sandbox.reset();
  own.sandbox.faults.clear();
  await signIn(DEMO_ACCOUNTS.investor.mobile);
});
afterEach(() => {
  cleanup();
  flush();
  vi.restoreAllMocks();
  own.sandbox.faults.clear();
});

/** The next contract answer, as a backend might send it. */
function answer(body: string, type: string) {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((u, i) =>
    String(u).includes('/contract') ? Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': type } })) : real(u, i),
  );
}

describe('the contract page', () => {
  it('is a route of ours under the investment, with the app header', () => {
    const m = matchRoute(routes, `/dashboard/invest/${SETTLED}/contract`)!;
    expect(m.route).toMatchObject({ path: '/dashboard/invest/:id/contract', access: 'user', title: '借款协议' });
    expect(m.route.header).not.toBe(false);
    expect(m.params.id).toBe(SETTLED);
  });

  it('shows the sandbox’s HTML contract, sanitised, with a download of the same document', async () => {
    await open(SETTLED);
    await screen.findByText('协议编号');
    expect(document.querySelector('.ct-doc .rich')).not.toBeNull();
    expect(document.querySelector('.ct-doc style, .ct-doc script, .ct-doc title')).toBeNull();
    screen.getByText('回款计划');
    const dl = screen.getByRole('link', { name: '下载' });
    expect(dl.getAttribute('href')).toBe(`/api/v2/user/MYSELF/invest/${SETTLED}/contract`);
    expect(dl.getAttribute('download')).toMatch(/^借款协议-.+\.html$/);
  });

  // that nothing a contract carries runs is proven in Chromium (tests/e2e/contract.e2e.ts):
  // DOMPurify does not support happy-dom

  it('offers a PDF contract (the family’s backend sends one) as a download where no viewer can frame it', async () => {
    answer('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'application/pdf');
    await open(SETTLED);
    await screen.findByText(/借款协议为 PDF 文件/);
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('download')).toMatch(/\.pdf$/);
    expect(screen.getByRole('link', { name: '在新窗口打开' }).getAttribute('href')).toBe(`/api/v2/user/MYSELF/invest/${SETTLED}/contract`);
    cleanup();
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: true, configurable: true });
    try {
      await open(SETTLED);
      const frame = await waitFor(() => document.querySelector('iframe.ct-pdf')!);
      expect(frame.getAttribute('src')).toBe(`/api/v2/user/MYSELF/invest/${SETTLED}/contract`);
      expect(screen.queryByRole('link', { name: '在新窗口打开' })).toBeNull();
    } finally {
      delete (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
    }
  });

  it('says a contract not yet there is not there, and retries a failed one', async () => {
    await open(INVESTOR_INVEST_IDS.PROPOSED!);
    expect(screen.getByRole('alert').textContent).toMatch(/借款协议加载失败：借款协议尚未生成/);
    cleanup();
    own.sandbox.faults.set([{ path: '/api/v2/user/MYSELF/invest/*/contract', kind: 'html' }]);
    await open(SETTLED);
    // a Wi-Fi login page answering 200 is no contract
    expect(screen.getByRole('alert').textContent).toMatch(/借款协议暂时无法显示/);
    own.sandbox.faults.clear();
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await screen.findByText('协议编号');
  });

  it('tells a contract from what is not one', () => {
    expect(contractOf('  %PDF-1.7 …')).toEqual({ kind: 'pdf' });
    expect(contractOf('<h1>借款协议</h1>')).toEqual({ kind: 'html', html: '<h1>借款协议</h1>' });
    expect(contractOf('借款合同\n甲方：…')).toEqual({ kind: 'text', text: '借款合同\n甲方：…' });
    expect(contractOf('<title>无线网络认证</title>')).toBeNull();
    expect(contractOf('')).toBeNull();
  });
});
