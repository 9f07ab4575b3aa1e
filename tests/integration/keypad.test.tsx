// The secure keypad (issue 36): the payment password is typed on in-page keys, never into a
// text input the system keyboard could read; screen readers hear labelled keys and the count;
// 长辈模式 keys are at least 60 px; a first password set on the way to lending offers the next step.
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayPasswordPopup } from '../../kit/ui/pay-password';
import PayPassword from '../../modules/payment/pages/pay-password';
import { flush as flushSession } from '../../runtime/session';
import { ui } from '../../runtime/ui/ui-store';
import { ownSandbox } from '../support/sandbox';
import { signIn } from '../support/login';
import { pinCount, tapPin } from '../support/keypad';

const tap = (pin: string) => tapPin(document, pin, fireEvent.click);
const key = (name: string) => screen.getByRole('button', { name });
const dots = () => document.querySelectorAll('.ui-paypw-dot').length;
const press = (k: string, target: Element | Document = document.body) => fireEvent.keyDown(target, { key: k });

afterEach(() => {
  cleanup();
  document.documentElement.classList.remove('elder');
});

describe('the payment sheet on the secure keypad', () => {
  it('types on labelled keys, deletes, says the count, and submits six digits once', async () => {
    let settle!: (ok: boolean) => void;
    const onSubmit = vi.fn(() => new Promise<boolean>((ok) => (settle = ok)));
    const { container } = render(<PayPasswordPopup open onSubmit={onSubmit} onClose={() => {}} />);
    // no text input anywhere in the sheet: nothing for the system keyboard or autofill to read
    expect(container.querySelectorAll('input, textarea, [contenteditable]')).toHaveLength(0);
    expect(document.activeElement?.tagName).not.toBe('INPUT');
    const group = screen.getByRole('group', { name: '支付密码，6位数字' });
    for (const d of '0123456789') expect(key(`数字${d}`).tagName).toBe('BUTTON');
    expect(key('删除').tagName).toBe('BUTTON');
    screen.getByText('安全键盘 · 数字不经过系统输入法');

    tap('123');
    expect(dots()).toBe(3);
    const live = group.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('已输入3位，共6位');
    fireEvent.click(key('删除'));
    fireEvent.click(key('删除'));
    expect(live.textContent).toBe('已输入1位，共6位');
    tap('98765');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('198765');
    // the digits are never rendered, only their count
    expect(container.textContent).not.toContain('198765');

    // a submit in flight: keys (on screen and physical) do nothing
    expect(key('数字4').hasAttribute('disabled')).toBe(true);
    fireEvent.click(key('数字4'));
    press('4');
    press('Backspace');
    expect(dots()).toBe(6);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => settle(false));
    expect(dots()).toBe(0);
    screen.getByText('支付密码错误，请重新输入');
  });

  it('takes digits and Backspace from a physical keyboard, except while a real field is typed in', async () => {
    const onSubmit = vi.fn(async () => true);
    render(
      <>
        <input aria-label="别处" />
        <div role="alertdialog" aria-label="确认">
          <button type="button">确定</button>
        </div>
        <PayPasswordPopup open onSubmit={onSubmit} onClose={() => {}} />
      </>,
    );
    for (const k of ['5', '2', 'a', 'Backspace', '7']) press(k);
    expect(dots()).toBe(2);
    press('9', screen.getByLabelText('别处'));
    press('9', screen.getByRole('button', { name: '确定' })); // a prompt over the sheet answers first
    fireEvent.keyDown(document.body, { key: '9', ctrlKey: true });
    expect(dots()).toBe(2);
    for (const k of '1357') press(k);
    expect(onSubmit).toHaveBeenCalledWith('571357');
  });

  it('gives each key at least 60 px in 长辈模式 (MIIT 2.1)', () => {
    const css = readFileSync('kit/ui/secure-keypad.css', 'utf8');
    const rule = /html\.elder \.ui-kp-key\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/min-height:\s*var\(--ui-tap\)/);
    // the elder tap size, in rem of the elder root font (a share of the browser's 16 px)
    const elder = /html\.elder\s*\{([^}]*)\}/.exec(readFileSync('runtime/ui/ui.css', 'utf8'))?.[1] ?? '';
    const root = (16 * Number(/font-size:\s*([\d.]+)%/.exec(elder)?.[1])) / 100;
    const tap = Number(/--ui-tap:\s*([\d.]+)rem/.exec(elder)?.[1]);
    expect(root * tap).toBeGreaterThanOrEqual(60);
  });
});

describe('the password screen on the secure keypad', () => {
  const own = ownSandbox();
  const q = (s = '') => new URLSearchParams(s);
  beforeEach(() => {
    own.sandbox.reset();
    ui.dialogs.splice(0);
    ui.toast = null;
  });
  afterEach(() => flushSession());

  /** The investor, back to having no payment password (and, if asked, no survey). */
  const firstTime = async (o: { survey: boolean }) => {
    const me = own.sandbox.state.users.find((u) => u.mobile === '13800000002')!;
    me.paymentPassword = null;
    if (!o.survey) own.sandbox.state.surveyFillings = own.sandbox.state.surveyFillings.filter((f) => f.userId !== me.id);
    await signIn('13800000002');
    history.replaceState(null, '', '/dashboard/payment/password?next=%2Fdashboard');
    render(<PayPassword data={undefined} params={{}} query={q('next=/dashboard')} />);
    return me;
  };

  it('sets a first password with no input on the screen, pad after pad, then offers 风险测评', async () => {
    const me = await firstTime({ survey: false });
    expect(document.querySelector('form input[type=password], form input[inputmode=numeric]')).toBeNull();
    // the first pad takes the keys as the screen opens; a full pad hands on to the next
    tap('2468');
    expect(pinCount(screen.getByRole('group', { name: '支付密码' }))).toBe(4);
    fireEvent.click(key('删除'));
    tap('010');
    expect(document.activeElement?.id).toBe('pw-again');
    tap('246010');
    // all typed: the keypad makes way for 确定
    expect(document.querySelector('.ui-kp')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(me.paymentPassword).toBe('246010'), { timeout: 5000 });
    await screen.findByRole('heading', { name: '支付密码设置成功' }, { timeout: 5000 });
    expect(me.paymentPassword).toBe('246010');
    const next = await screen.findByRole('link', { name: '下一步：风险测评' });
    expect(next.getAttribute('href')).toBe('/dashboard/risk?next=%2Fdashboard');
  });

  it('offers 去出借 once the survey is done', async () => {
    await firstTime({ survey: true });
    fireEvent.click(screen.getByRole('group', { name: '支付密码' }));
    tap('135790');
    fireEvent.click(screen.getByRole('group', { name: '确认密码' }));
    tap('135790');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    const go = await screen.findByRole('link', { name: '去出借' }, { timeout: 5000 });
    expect(go.getAttribute('href')).toBe('/list');
    await waitFor(() => expect(screen.queryByRole('link', { name: '下一步：风险测评' })).toBeNull());
  });
});
