// @vitest-environment happy-dom
// 长辈模式: the switch applies and remembers the mode; the code button offers the voice code
// at once in it (and only after the SMS is late otherwise).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ElderSwitch } from '../../kit/ui/elder-switch';
import { CaptchaButton } from '../../kit/ui/captcha-button';
import { ELDER_KEY, isElder, setElder } from '../../kit/ui/elder';

afterEach(() => {
  cleanup();
  setElder(false);
});

describe('长辈模式', () => {
  it('the switch turns the mode on and off, remembered on the device', () => {
    render(<ElderSwitch />);
    const sw = screen.getByRole('switch', { name: '长辈模式' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sw);
    expect(isElder()).toBe(true);
    expect(document.documentElement.classList.contains('elder')).toBe(true);
    expect(localStorage.getItem(ELDER_KEY)).toBe('1');
    expect(sw.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sw);
    expect(document.documentElement.classList.contains('elder')).toBe(false);
    expect(localStorage.getItem(ELDER_KEY)).toBeNull();
  });

  it('every switch on the screen follows a change made by another', () => {
    render(
      <>
        <ElderSwitch />
        <ElderSwitch />
      </>,
    );
    act(() => setElder(true));
    for (const sw of screen.getAllByRole('switch')) expect(sw.getAttribute('aria-checked')).toBe('true');
  });

  it('offers the voice code beside the SMS button at once only in the mode', async () => {
    let voice = 0;
    const { unmount } = render(<CaptchaButton send={() => Promise.resolve()} sendVoice={() => (voice++, Promise.resolve())} />);
    expect(screen.queryByRole('button', { name: /语音验证码/ })).toBeNull();
    act(() => setElder(true));
    fireEvent.click(await screen.findByRole('button', { name: /语音验证码/ }));
    await screen.findByText('语音验证码已发送，请注意接听来电');
    expect(voice).toBe(1);
    // the SMS button counts down after a voice call like after an SMS
    expect(screen.getByRole('button', { name: /重新发送/ })).toHaveProperty('disabled', true);
    unmount();
  });
});
