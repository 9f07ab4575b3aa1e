// The profile screens (personinfo, address, email, mobile change, feedback) in happy-dom against
// a sandbox of their own (the tests change addresses, e-mails and numbers).
import { ownSandbox } from '../support/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '../../server/sandbox/seed';
import { UiHost } from '../../runtime/ui/ui-host';
import { ui } from '../../runtime/ui/ui-store';
import { flush, reload, session } from '../../runtime/session';
import * as api from '../../modules/profile/api/profile';
import { isRegistered } from '../../kit/entity/mobile-check';
import PersonInfo from '../../modules/profile/pages/personinfo';
import AddressPage from '../../modules/profile/pages/address';
import Email from '../../modules/profile/pages/email';
import MobileChange from '../../modules/profile/pages/mobile-change';
import Feedback from '../../modules/profile/pages/feedback';
import { signIn } from '../support/login';

const own = ownSandbox();
beforeEach(() => {
  own.sandbox.reset();
  ui.toast = null;
  history.replaceState(null, '', '/dashboard/subhome');
});
afterEach(async () => {
  cleanup();
  await reload().catch(() => {});
  flush();
  vi.restoreAllMocks();
});

const INV = DEMO_ACCOUNTS.investor;
const NB = DEMO_ACCOUNTS.newbie;

const q = () => new URLSearchParams();
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tap = (name: string | RegExp) => act(() => fireEvent.click(screen.getByRole('button', { name })));
const submit = (name: string | RegExp) => act(() => fireEvent.submit(screen.getByRole('button', { name }).closest('form')!));
const alertText = () => [...document.querySelectorAll('[role=alert]')].map((e) => e.textContent).join('');
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const me = (id: string) => own.sandbox.state.users.find((u) => u.id === id)!;
const addressOf = (id: string) => own.sandbox.state.addresses.find((a) => a.userId === id);
const setId = (id: string, v: string) => fireEvent.change(document.getElementById(id)!, { target: { value: v } });
const idValue = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
// both steps stay mounted (one hidden), each with its own send button
const sendButtons = () => [...document.querySelectorAll<HTMLButtonElement>('.ui-captcha-btn')];
const codeOf = (mobile: string, purpose: string) => own.sandbox.state.codes.get(`${purpose}:${mobile}`)!.code;

describe('personinfo', () => {
  it('shows the verified investor’s details masked, and the address once it arrives', async () => {
    await signIn(INV.mobile);
    render(<PersonInfo data={await api.loadPersonInfo()} params={{}} query={q()} />);
    const text = () => document.querySelector('.pi')!.textContent!;
    expect(text()).toContain('王建国');
    expect(text()).toContain('138****0002');
    expect(text()).not.toContain('13800000002');
    const id = me(INV.userId).idNumber;
    expect(text()).toContain(`${id.slice(0, 4)}**********${id.slice(-4)}`);
    expect(text()).toContain('身份证');
    expect(text()).toContain(INV.inviteCode);
    await screen.findByText('北京市 朝阳区 建国路88号SOHO现代城5号楼1206室');
    expect(screen.getByText('手机号码').closest('a')!.getAttribute('href')).toBe('/dashboard/mobile-change');
    expect(screen.getByText('收货地址').closest('a')!.getAttribute('href')).toBe('/dashboard/address');
    expect(screen.getByText('电子邮箱').closest('a')!.getAttribute('href')).toBe('/dashboard/email');
  });

  it('says what a newbie has not done yet', async () => {
    await signIn(NB.mobile);
    render(<PersonInfo data={await api.loadPersonInfo()} params={{}} query={q()} />);
    screen.getByText('未认证');
    screen.getByText('未绑定');
    expect(screen.queryByText('证件号码')).toBeNull();
    await screen.findByText('未设置');
    expect(screen.getByText('真实姓名').closest('a')!.getAttribute('href')).toMatch(/^\/dashboard\/payment\/bind-card/);
  });

  it('shows an address that failed to load with a retry that asks again', async () => {
    await signIn(INV.mobile);
    render(<PersonInfo data={{ address: Promise.reject(new Error('offline')) }} params={{}} query={q()} />);
    await screen.findByText('加载失败');
    tap('重试');
    await screen.findByText(/建国路88号/);
  });
});

describe('address', () => {
  it('starts a first address from the account, picks a municipality district and saves', async () => {
    await signIn(NB.mobile);
    render(
      <>
        <AddressPage data={await api.getAddress()} params={{}} query={q()} />
        <UiHost />
      </>,
    );
    expect(value('手机号码')).toBe(NB.mobile);
    await screen.findByLabelText('省份');
    expect((screen.getByLabelText('城市') as HTMLSelectElement).disabled).toBe(true);
    pick('省份', '上海市');
    // a municipality's one city is chosen for the user
    expect(value('城市')).toBe('上海市');
    pick('区县', '浦东新区');
    type('收货人', '张小明');
    type('详细地址', '世纪大道100号36层');
    await submit('保存');
    await waitFor(() => expect(location.pathname).toBe('/dashboard/personinfo'));
    expect(addressOf(NB.userId)).toMatchObject({
      name: '张小明',
      mobile: NB.mobile,
      province: '上海市',
      city: '上海市',
      region: '浦东新区',
      address: '世纪大道100号36层',
    });
    expect(ui.toast?.text).toBe('收货地址已保存');
  });

  it('pre-selects the saved address and resets the lower levels when a higher one changes', async () => {
    await signIn(INV.mobile);
    render(<AddressPage data={await api.getAddress()} params={{}} query={q()} />);
    await screen.findByLabelText('省份');
    expect([value('省份'), value('城市'), value('区县')]).toEqual(['北京市', '北京市', '朝阳区']);
    pick('省份', '广东省');
    expect([value('城市'), value('区县')]).toEqual(['', '']);
    pick('城市', '深圳市');
    expect((screen.getByLabelText('区县') as HTMLSelectElement).options.length).toBeGreaterThan(5);
    pick('区县', '南山区');
    await submit('保存');
    await waitFor(() => expect(addressOf(INV.userId)?.region).toBe('南山区'));
    expect(addressOf(INV.userId)).toMatchObject({ province: '广东省', city: '深圳市', address: '建国路88号SOHO现代城5号楼1206室' });
    expect(location.pathname).toBe('/dashboard/personinfo');
  });

  it('returns to a safe `next` after saving, never to another site', async () => {
    await signIn(INV.mobile);
    const data = await api.getAddress();
    const { unmount } = render(<AddressPage data={data} params={{}} query={new URLSearchParams('next=/dashboard/member/integralGift')} />);
    await screen.findByLabelText('省份');
    await submit('保存');
    await waitFor(() => expect(location.pathname).toBe('/dashboard/member/integralGift'));
    unmount();
    render(<AddressPage data={data} params={{}} query={new URLSearchParams('next=//evil.example/')} />);
    await screen.findByLabelText('省份');
    await submit('保存');
    await waitFor(() => expect(location.pathname).toBe('/dashboard/personinfo'));
    expect(location.host).not.toBe('evil.example');
  });

  it('keeps what was typed when the form refuses it', async () => {
    await signIn(NB.mobile);
    render(<AddressPage data={null} params={{}} query={q()} />);
    await screen.findByLabelText('省份');
    type('收货人', '李四');
    type('详细地址', '1号楼');
    await submit('保存');
    expect(alertText()).toBe('请选择所在地区（省、市、区县）');
    pick('省份', '北京市');
    pick('区县', '海淀区');
    await submit('保存');
    expect(alertText()).toBe('详细地址不能少于5个字');
    type('详细地址', '中关村大街1号');
    type('手机号码', '1380000');
    await submit('保存');
    expect(alertText()).toBe('请输入正确的手机号码');
    expect([value('收货人'), value('详细地址'), value('区县')]).toEqual(['李四', '中关村大街1号', '海淀区']);
    expect(addressOf(NB.userId)).toBeUndefined();
  });

  it('keeps what was typed when the server refuses it, and lets the user try again', async () => {
    await signIn(NB.mobile);
    const stale = { id: 'ADDR-NOT-MINE', name: '李四', mobile: '13912345678', province: '北京市', city: '北京市', region: '海淀区', address: '中关村大街1号' };
    render(<AddressPage data={stale} params={{}} query={q()} />);
    await screen.findByLabelText('省份');
    await submit('保存');
    await waitFor(() => expect(alertText()).toBe('填写的内容有误，请检查后重试'));
    expect([value('收货人'), value('详细地址'), value('区县')]).toEqual(['李四', '中关村大街1号', '海淀区']);
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(false);
    expect(location.pathname).toBe('/dashboard/subhome');
  });
  // the region data failing to load: tests/integration/address-region-failure.test.tsx
});

describe('email', () => {
  it('refuses a malformed address, then saves and shows the new one in the session', async () => {
    await signIn(NB.mobile);
    render(<Email />);
    type('邮箱地址', 'wang@example');
    await submit('保存');
    expect(alertText()).toBe('请输入正确的邮箱地址');
    expect(value('邮箱地址')).toBe('wang@example');
    type('邮箱地址', 'wang@example.cn');
    await submit('保存');
    await waitFor(() => expect(location.pathname).toBe('/dashboard/personinfo'));
    expect(me(NB.userId).email).toBe('wang@example.cn');
    expect(session.user?.email).toBe('wang@example.cn');
  });
});

describe('mobile change', () => {
  const NEW = '19912340011';

  async function open() {
    await signIn(NB.mobile);
    render(
      <>
        <MobileChange />
        <UiHost />
      </>,
    );
  }

  it('sends a wrong old code back to step 1, a wrong new code to step 2, then changes the number', async () => {
    await open();
    screen.getByText('138****0001');
    await submit('下一步');
    expect(alertText()).toBe('请输入6位原手机验证码');
    act(() => fireEvent.click(sendButtons()[0]!));
    await waitFor(() => expect(own.sandbox.state.codes.has(`${api.OLD_MOBILE_SMS}:${NB.mobile}`)).toBe(true));
    const old = codeOf(NB.mobile, api.OLD_MOBILE_SMS);
    const wrong = (c: string) => String((Number(c) + 1) % 1e6).padStart(6, '0');
    setId('mc-old-code', wrong(old));
    await submit('下一步');

    type('新手机号', NEW);
    act(() => fireEvent.click(sendButtons()[1]!));
    await waitFor(() => expect(own.sandbox.state.codes.has(`${api.NEW_MOBILE_SMS}:${NEW}`)).toBe(true));
    const fresh = codeOf(NEW, api.NEW_MOBILE_SMS);
    setId('mc-new-code', fresh);
    await submit('确认修改');
    await waitFor(() => expect(alertText()).toBe('原手机验证码错误或已失效'));
    // back on step 1, with what was typed
    expect((screen.getByRole('button', { name: '下一步' }).closest('form') as HTMLFormElement).hidden).toBe(false);
    expect(idValue('mc-old-code')).toBe(wrong(old));
    setId('mc-old-code', old);
    await submit('下一步');
    expect(value('新手机号')).toBe(NEW);
    setId('mc-new-code', wrong(fresh));
    await submit('确认修改');
    await waitFor(() => expect(alertText()).toBe('新手机验证码错误或已失效'));
    expect((screen.getByRole('button', { name: '确认修改' }).closest('form') as HTMLFormElement).hidden).toBe(false);
    setId('mc-new-code', fresh);
    await submit('确认修改');
    await waitFor(() => expect(location.pathname).toBe('/dashboard/personinfo'));
    expect(me(NB.userId).mobile).toBe(NEW);
    expect(session.user?.mobile).toBe(NEW);
    expect(ui.toast?.text).toMatch(/199\*\*\*\*0011/);
  });

  it('asks for voice codes through the client, to either number, once a text code went out', async () => {
    await signIn(NB.mobile);
    await expect(api.sendVoiceCode('old')).rejects.toMatchObject({ code: 'AUDIO_CAPTCHA_FAILED', message: '获取语音验证码失败，请重试' });
    await api.sendOldCode();
    const text = codeOf(NB.mobile, api.OLD_MOBILE_SMS);
    const before = own.sandbox.state.codes.get(`${api.OLD_MOBILE_SMS}:${NB.mobile}`);
    expect(await api.sendVoiceCode('old')).toBe(true);
    expect(own.sandbox.state.codes.get(`${api.OLD_MOBILE_SMS}:${NB.mobile}`)).not.toBe(before);
    expect(text).toMatch(/^\d{6}$/);
    await api.sendNewCode(NEW);
    expect(await api.sendVoiceCode('new', NEW)).toBe(true);
    expect(await isRegistered(NEW)).toBe(false);
    expect(await isRegistered(INV.mobile)).toBe(true);
  });

  it('refuses to send a code to a number that has an account, or to the current one', async () => {
    await open();
    setId('mc-old-code', '123456');
    await submit('下一步');
    type('新手机号', INV.mobile);
    act(() => fireEvent.click(sendButtons()[1]!));
    await waitFor(() => expect(alertText()).toBe(api.TAKEN_TEXT));
    expect(own.sandbox.state.codes.has(`${api.NEW_MOBILE_SMS}:${INV.mobile}`)).toBe(false);
    type('新手机号', NB.mobile);
    await waitFor(() => expect(sendButtons()[1]!.hasAttribute('disabled')).toBe(false));
    act(() => fireEvent.click(sendButtons()[1]!));
    await waitFor(() => expect(alertText()).toBe('新手机号不能与当前手机号相同'));
  });

  it('says a number taken between the code and the submit is taken', async () => {
    await open();
    act(() => fireEvent.click(sendButtons()[0]!));
    await waitFor(() => expect(own.sandbox.state.codes.has(`${api.OLD_MOBILE_SMS}:${NB.mobile}`)).toBe(true));
    setId('mc-old-code', codeOf(NB.mobile, api.OLD_MOBILE_SMS));
    await submit('下一步');
    type('新手机号', NEW);
    act(() => fireEvent.click(sendButtons()[1]!));
    await waitFor(() => expect(own.sandbox.state.codes.has(`${api.NEW_MOBILE_SMS}:${NEW}`)).toBe(true));
    setId('mc-new-code', codeOf(NEW, api.NEW_MOBILE_SMS));
    // someone registers the number meanwhile
    me(INV.userId).mobile = NEW;
    await submit('确认修改');
    await waitFor(() => expect(alertText()).toBe(api.TAKEN_TEXT));
    expect(me(NB.userId).mobile).toBe(NB.mobile);
    expect((screen.getByRole('button', { name: '确认修改' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('feedback', () => {
  it('needs a text within the limit, counts it, sends and goes back', async () => {
    await signIn(NB.mobile);
    history.pushState(null, '', '/dashboard/feedback');
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    render(
      <>
        <Feedback />
        <UiHost />
      </>,
    );
    await submit('提交');
    expect(alertText()).toBe('请填写反馈内容');
    type('反馈内容（必填）', '字'.repeat(api.FEEDBACK_MAX + 3));
    screen.getByText(/已超出3字/);
    await submit('提交');
    expect(alertText()).toBe(`反馈内容不能超过${api.FEEDBACK_MAX}字，当前${api.FEEDBACK_MAX + 3}字`);
    type('反馈内容（必填）', '充值到账慢，希望能显示预计到账时间');
    expect(document.querySelector('#fb-count')!.textContent).toBe(`17/${api.FEEDBACK_MAX}`);
    type('联系方式', 'a@b.cn');
    await submit('提交');
    await waitFor(() => expect(back).toHaveBeenCalled());
    expect(ui.toast?.text).toBe('感谢您的反馈，我们会尽快处理');
    const sent = await (await fetch('/__sandbox/feedback?mobile=' + NB.mobile)).json();
    expect(sent).toEqual([expect.objectContaining({ feedback: '充值到账慢，希望能显示预计到账时间', contact: 'a@b.cn' })]);
  });
});
