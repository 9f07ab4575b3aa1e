// The profile forms' rules and answer readers (modules/profile/api/profile): address and e-mail
// checks, the tolerant address reader, the summary line, and where a refused mobile change went wrong.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api/api-error';
import { addressLine, checkAddress, checkEmail, mobileChangeError, toAddress, TAKEN_TEXT, type Address } from '../../modules/profile/api/profile';

const good: Address = { id: '', name: '王建国', mobile: '13800000002', province: '北京市', city: '北京市', region: '朝阳区', address: '建国路88号SOHO现代城' };

describe('checkAddress', () => {
  it('accepts a whole address', () => {
    expect(checkAddress(good)).toBeNull();
  });

  it('names the first missing or wrong field', () => {
    expect(checkAddress({ ...good, name: '  ' })).toBe('请填写收货人姓名');
    expect(checkAddress({ ...good, name: '张'.repeat(21) })).toBe('收货人姓名不能超过20个字');
    expect(checkAddress({ ...good, mobile: '' })).toBe('请输入手机号码');
    expect(checkAddress({ ...good, mobile: '1380000000' })).toBe('请输入正确的手机号码');
    expect(checkAddress({ ...good, region: '' })).toBe('请选择所在地区（省、市、区县）');
    expect(checkAddress({ ...good, province: '', city: '', region: '' })).toBe('请选择所在地区（省、市、区县）');
    expect(checkAddress({ ...good, address: ' ' })).toBe('请填写详细地址');
    expect(checkAddress({ ...good, address: '1号楼' })).toBe('详细地址不能少于5个字');
    expect(checkAddress({ ...good, address: '路'.repeat(121) })).toBe('详细地址不能超过120个字');
  });

  it('counts characters, not UTF-16 units', () => {
    // 𠮷 is one character but two UTF-16 units
    expect(checkAddress({ ...good, name: '𠮷'.repeat(20) })).toBeNull();
    expect(checkAddress({ ...good, address: '𠮷'.repeat(120) })).toBeNull();
  });
});

describe('checkEmail', () => {
  it('accepts ordinary addresses and refuses the rest', () => {
    expect(checkEmail('wang.jianguo+h5@example.com.cn')).toBeNull();
    expect(checkEmail(' a@b.cn ')).toBeNull();
    expect(checkEmail('')).toBe('请输入邮箱地址');
    for (const bad of ['wang', 'wang@', '@example.com', 'wang@example', 'wang @example.com', 'a@b.c', `${'x'.repeat(60)}@example.com`]) {
      expect(checkEmail(bad), bad).toBe('请输入正确的邮箱地址');
    }
  });
});

describe('toAddress', () => {
  it('reads null, empty and list answers as no address', () => {
    expect(toAddress(null)).toBeNull();
    expect(toAddress(undefined)).toBeNull();
    expect(toAddress('')).toBeNull();
    expect(toAddress([])).toBeNull();
    expect(toAddress({})).toBeNull();
    expect(toAddress({ id: 7, name: null, province: null, address: '' })).toBeNull();
  });

  it('reads an object or the first of a list, with numeric ids and missing fields', () => {
    expect(toAddress({ ...good, id: 12 })).toEqual({ ...good, id: '12' });
    expect(
      toAddress([
        { ...good, id: 'A1' },
        { ...good, id: 'A2' },
      ])?.id,
    ).toBe('A1');
    expect(toAddress({ name: '李四' })).toEqual({ id: '', name: '李四', mobile: '', province: '', city: '', region: '', address: '' });
  });
});

describe('addressLine', () => {
  it('says a municipality once and a province-run city once', () => {
    expect(addressLine(good)).toBe('北京市 朝阳区 建国路88号SOHO现代城');
    expect(addressLine({ ...good, province: '湖北省', city: '仙桃市', region: '仙桃市', address: '钱沟路1号' })).toBe('湖北省 仙桃市 钱沟路1号');
    expect(addressLine({ ...good, province: '广东省', city: '深圳市', region: '南山区', address: '科技园1号' })).toBe('广东省 深圳市 南山区 科技园1号');
  });
});

describe('mobileChangeError', () => {
  const refused = (code: string, type?: string) => new ApiError(code, 'catalogue text', 400, { message: code, type, value: null });

  it('sends a wrong old code back to step 1 and a wrong new code to step 2', () => {
    expect(mobileChangeError(refused('INVALID_MOBILE_CAPTCHA', 'smsCaptcha'))).toEqual({ step: 1, text: '原手机验证码错误或已失效' });
    expect(mobileChangeError(refused('INVALID_MOBILE_CAPTCHA', 'newSmsCaptcha'))).toEqual({ step: 2, text: '新手机验证码错误或已失效' });
  });

  it('says a taken number is taken, and anything else in the catalogue words', () => {
    expect(mobileChangeError(refused('MOBILE_USED', 'newMobile'))).toEqual({ step: 2, text: TAKEN_TEXT });
    expect(mobileChangeError(refused('MOBILE_EXISTS'))).toEqual({ step: 2, text: TAKEN_TEXT });
    expect(mobileChangeError(refused('NETWORK_ERROR'))).toEqual({ step: 2, text: 'catalogue text' });
    expect(mobileChangeError(new TypeError('x'))).toEqual({ step: 2, text: '系统繁忙，请稍后重试' });
  });
});
