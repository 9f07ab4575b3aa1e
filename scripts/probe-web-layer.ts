// An outside probe of the web layer's guards, as an attacker would try them: SMS and password
// guessing, account locking, which mobiles exist, cross-site code sends, the test hooks, HSTS, JSON
// in capitals, a flood of forged addresses. Start a server (PORT=8092 npx tsx server/main.ts),
// then: npx tsx scripts/probe-web-layer.ts http://127.0.0.1:8092 — it prints a Markdown table.
// It changes the server's state (codes, locks): use a fresh server.
const base = process.argv[2] ?? 'http://127.0.0.1:8090';
const mobile = '13800000001';
const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
const H = (ip: string, extra: Record<string, string> = {}) => ({ 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': ip, ...extra });
// the answers' shapes are what the probe reads, one field at a time
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
async function j(path: string, init: RequestInit = {}) {
  const r = await fetch(base + path, init);
  const t = await r.text();
  let b: Body = null;
  try {
    b = JSON.parse(t);
  } catch {
    // not JSON: the status says enough
  }
  return { status: r.status, body: b, headers: r.headers };
}
const result = (b: Body) => b?.error_description?.result ?? b?.error?.[0]?.message ?? (b?.success ? 'OK' : '?');
const rows: string[][] = [];
const row = (what: string, value: string) => (rows.push([what, value]), console.error(what, value));

// 1. SMS login guessing for 20 s from one address: codes sent, guesses the backend judged
{
  let sent = 0,
    judged = 0,
    tries = 0;
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const s = await j(`/api/v2/users/login/sendSmsCaptcha?mobile=${mobile}`, { headers: H('203.0.113.5') });
    if (s.status === 200 && s.body?.success) sent++;
    for (let i = 0; i < 5; i++) {
      const r = await j('/api/web/login', {
        method: 'POST',
        headers: H('203.0.113.5'),
        body: form({ loginName: mobile, smsCaptcha: String(Math.floor(Math.random() * 1e6)).padStart(6, '0'), source: 'MOBILE' }),
      });
      tries++;
      if (r.status === 200 && !r.body?.error_description?.retryAfterSeconds && ['FAILED_SMSCAPTCHA', 'TOO_MANY_ATTEMPT', 'FAILED'].includes(result(r.body)))
        judged++;
    }
  }
  row('SMS login guessing, 20 s, one mobile, one address', `${tries} tries, ${judged} judged by the backend, ${sent} codes sent`);
}
// 2. password guessing, other mobile, 200 tries, one address each
{
  let judged = 0;
  for (let i = 0; i < 200; i++) {
    const r = await j('/api/web/login', {
      method: 'POST',
      headers: H(`198.18.${i >> 8}.${i & 255}`),
      body: form({ loginName: '13800000003', password: `x${i}`, source: 'MOBILE' }),
    });
    if (r.status === 200 && ['FAILED', 'TOO_MANY_ATTEMPT'].includes(result(r.body)) && !r.body?.error_description?.retryAfterSeconds) judged++;
  }
  row('password guessing, 200 tries of one mobile from 200 addresses', `${judged} judged by the backend`);
}
// 3. one address, many mobiles
{
  let judged = 0;
  for (let i = 0; i < 100; i++) {
    const r = await j('/api/web/login', {
      method: 'POST',
      headers: H('203.0.113.77'),
      body: form({ loginName: `1391111${String(i).padStart(4, '0')}`, password: 'x', source: 'MOBILE' }),
    });
    if (r.status === 200 && result(r.body) === 'FAILED') judged++;
  }
  row('password guessing, 100 mobiles from one address', `${judged} judged by the backend`);
}
// 4. lock anyone: five wrong passwords for the referrer, no picture read
{
  for (let i = 0; i < 6; i++)
    await j('/api/web/login', { method: 'POST', headers: H(`198.19.0.${i}`), body: form({ loginName: '13800000004', password: 'bad', source: 'MOBILE' }) });
  const r = await j('/api/web/login', {
    method: 'POST',
    headers: H('198.19.1.1'),
    body: form({ loginName: '13800000004', password: 'demo1234', source: 'MOBILE' }),
  });
  row('after 6 wrong passwords from others (no picture), the owner logs in', `${result(r.body)}${r.status === 403 ? ' (picture asked)' : ''}`);
}
// 5. registered vs unregistered
{
  const a = await j('/api/web/login', {
    method: 'POST',
    headers: H('198.20.0.1'),
    body: form({ loginName: '13800000002', password: 'bad', source: 'MOBILE' }),
  });
  const b = await j('/api/web/login', {
    method: 'POST',
    headers: H('198.20.0.2'),
    body: form({ loginName: '13922223333', password: 'bad', source: 'MOBILE' }),
  });
  const c = await j('/api/v2/users/login/sendSmsCaptcha?mobile=13922223334', { headers: H('198.20.0.3') });
  row(
    'wrong password: registered vs unregistered answer',
    JSON.stringify(a.body) === JSON.stringify(b.body)
      ? 'the same'
      : `differ: ${JSON.stringify(a.body?.error_description)} / ${JSON.stringify(b.body?.error_description)}`,
  );
  row('login code for an unregistered mobile', `${c.status} ${result(c.body)}`);
}
// 6. cross-site code send
{
  const r = await j(`/api/v2/users/login/sendSmsCaptcha?mobile=13800000002`, {
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', 'x-real-ip': '198.21.0.1' },
  });
  row('code send from another site (<img>, Sec-Fetch-Site: cross-site)', `${r.status} ${result(r.body)}`);
}
// 7. test hooks
{
  const r = await j(`/__sandbox/code?mobile=${mobile}`);
  row('GET /__sandbox/code on npm start', String(r.status));
}
// 8. HSTS, JSON in capitals
{
  const r = await j('/getClientIp', { headers: { 'x-forwarded-proto': 'https' } });
  row('HSTS when the proxy says https', r.headers.get('strict-transport-security') ?? 'none');
  const h = await j('/api/web/handoff', {
    method: 'POST',
    headers: { 'content-type': 'Application/JSON' },
    body: JSON.stringify({ accessToken: 'x'.repeat(40) }),
  });
  row('hand-off with Application/JSON', `${h.status} ${result(h.body)}`);
}
// 9. flood of 50,000 forged addresses on /csp-report
{
  const post = (ip: string) =>
    fetch(base + '/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'x-real-ip': ip },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'https://x.example/\u202Eabc' } }),
    }).then((r) => r.status);
  for (let i = 0; i < 31; i++) await post('192.0.2.200');
  const before = await post('192.0.2.200');
  let accepted = 0;
  for (let i = 0; i < 50_000; i += 200) {
    const s = await Promise.all(Array.from({ length: 200 }, (_, k) => post(`10.${(i + k) >> 16}.${((i + k) >> 8) & 255}.${(i + k) & 255}`)));
    accepted += s.filter((x) => x === 204).length;
  }
  const after = await post('192.0.2.200');
  row('csp flood: refused address before / after 50,000 forged ones', `${before} / ${after} (${accepted} forged accepted)`);
}
console.log('| probe | result |\n|---|---|\n' + rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n'));

export {};
