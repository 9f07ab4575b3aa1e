// /password/forgot in happy-dom against the sandbox: a resend of the reset code is refused until a
// picture is read (IMG_CAPTCHA_REQUIRED, as the register code), the picture comes from
// GET /api/v2/register/captcha (tbus fetch_password_captcha), a wrong answer brings a new one,
// the right one sends the code with captcha_token + captcha_answer, and the reset then works.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register, sendRegisterSms } from '../../modules/auth/api/register';
import { sendResetSms } from '../../modules/auth/api/password';
import { loginByPassword } from '../../modules/auth/api/login';
import { logout } from '../../runtime/session/logout';
import Forgot from '../../modules/auth/pages/forgot';

const hook = <T,>(path: string) => fetch(path).then((r) => r.json() as Promise<T>);
const codeOf = (mobile: string) => hook<{ code: string }>(`/__sandbox/code?mobile=${mobile}&purpose=reset`).then((r) => r.code);
/** The server's clock a minute on: the web layer takes one code a minute per mobile and purpose. */
const aMinuteLater = () =>
  fetch('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 61_000 }) });
const answerOf = (token: string) => hook<{ answer: string }>(`/__sandbox/captcha?token=${encodeURIComponent(token)}`).then((r) => r.answer);

let n = 0;
const fresh = () => `196${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;
async function newAccount() {
  const mobile = fresh();
  await sendRegisterSms(mobile);
  await register({
    mobile,
    mobile_captcha: await hook<{ code: string }>(`/__sandbox/code?mobile=${mobile}&purpose=register`).then((r) => r.code),
    password: 'pass1234',
  });
  await logout();
  return mobile;
}

/** Every request's URL, and the tokens of the pictures the page was given. */
function watch() {
  const urls: URL[] = [];
  const tokens: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    urls.push(url);
    const res = await real(input, init);
    if (!url.pathname.endsWith('/captcha') || url.pathname.startsWith('/__sandbox')) return res;
    const text = await res.text();
    tokens.push((JSON.parse(text) as { token: string }).token);
    return new Response(text, { status: res.status, headers: res.headers });
  });
  return { urls, tokens };
}

function open(mobile: string) {
  history.replaceState(null, '', `/password/forgot?mobile=${mobile}`);
  render(<Forgot data={undefined} params={{}} query={new URLSearchParams(`mobile=${mobile}`)} />);
}
/** waits with room for a machine busy with other test files */
const SLOW = { timeout: 10_000 };
const sendButton = () => screen.findByRole('button', { name: '获取验证码' }, SLOW);
const tapSend = async () => {
  const b = await sendButton();
  act(() => fireEvent.click(b));
};
const typePicture = (v: string) => act(() => fireEvent.change(screen.getByLabelText('图形验证码，5位字母或数字'), { target: { value: v } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('password forgot: the picture captcha on a resend', () => {
  it('asks for the picture of /register/captcha, refreshes it on a wrong answer, then sends and resets', async () => {
    const mobile = await newAccount();
    await sendResetSms(mobile); // a code is out: the next one needs the picture
    await aMinuteLater();
    const w = watch();
    open(mobile);
    await tapSend();
    const sheet = await screen.findByRole('dialog', { name: '请输入图形验证码' }, SLOW);
    screen.getByRole('button', { name: '发送中…' });
    await waitFor(() => expect(sheet.querySelector('img')).toBeTruthy(), SLOW);
    expect(w.urls.filter((u) => u.pathname.endsWith('/captcha')).map((u) => u.pathname)).toEqual(['/api/v2/register/captcha']);
    // the refused send carried no picture
    const sends = () => w.urls.filter((u) => u.pathname === '/api/v2/users/smsCaptcha/changePwd');
    expect(sends()[0]!.searchParams.has('captcha_token')).toBe(false);

    typePicture('zzzzz');
    await screen.findByText('验证码错误，请重新输入', {}, SLOW);
    await waitFor(() => expect(w.tokens).toHaveLength(2), SLOW);
    await waitFor(() => expect(sheet.querySelector('img')).toBeTruthy(), SLOW);
    typePicture(await answerOf(w.tokens[1]!));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await screen.findByRole('button', { name: /重新发送\(\d+s\)/ }, SLOW);
    const last = sends().at(-1)!.searchParams;
    expect(last.get('captcha_token')).toBe(w.tokens[1]);
    expect(last.get('captcha_answer')).toBeTruthy();
    const code = await codeOf(mobile);
    expect(code).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');

    act(() => fireEvent.change(screen.getByLabelText('验证码'), { target: { value: code } }));
    act(() => fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'fresh5678' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: '重置密码' })));
    await waitFor(() => expect(location.pathname).toBe('/login'), SLOW);
    expect(new URLSearchParams(location.search).get('mobile')).toBe(mobile);
    await loginByPassword(mobile, 'fresh5678');
    await logout();
  });

  it('closing the sheet leaves the button free and says nothing; an unregistered mobile never sees it', async () => {
    const mobile = await newAccount();
    await sendResetSms(mobile);
    await aMinuteLater();
    open(mobile);
    await tapSend();
    await screen.findByRole('dialog', { name: '请输入图形验证码' }, SLOW);
    act(() => fireEvent.click(screen.getByRole('button', { name: '关闭' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await sendButton();
    expect(screen.getByRole('alert').textContent).toBe('');
    cleanup();

    open(fresh());
    await tapSend();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('该手机号尚未注册'), SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
