// The address every money move carries: the web layer's plain-text /getClientIp, read as text;
// asked again when the session has none, and '' (never a guess) when it cannot be learned.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../runtime/session/store';
import { clientIpNow } from '../../runtime/session/client-ip';

afterEach(() => {
  vi.restoreAllMocks();
  session.clientIp = '';
});

const answer = (body: string, status = 200, type = 'text/plain; charset=utf-8') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers: { 'content-type': type } }));

describe('clientIpNow', () => {
  it('keeps the session address without asking', async () => {
    session.clientIp = '10.1.2.3';
    const f = answer('9.9.9.9');
    expect(await clientIpNow()).toBe('10.1.2.3');
    expect(f).not.toHaveBeenCalled();
  });

  it('asks the web layer when the session has none, reading its plain text, and keeps it', async () => {
    answer('223.104.63.27\n');
    expect(await clientIpNow()).toBe('223.104.63.27');
    expect(session.clientIp).toBe('223.104.63.27');
  });

  it('the server here answers it too, in plain text', async () => {
    expect(await clientIpNow()).toMatch(/^[\d.:a-f]+$/);
  });

  it("says '' for a page that is not an address (a captive portal) or a failed call", async () => {
    answer('<html><body>请先登录 Wi-Fi</body></html>', 200, 'text/html');
    expect(await clientIpNow()).toBe('');
    vi.restoreAllMocks();
    answer('', 502);
    expect(await clientIpNow()).toBe('');
    expect(session.clientIp).toBe('');
  });
});
