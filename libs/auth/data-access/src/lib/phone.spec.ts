import { LOGIN_APPID as CONTRACT_APPID, LOGIN_PLATFORM as CONTRACT_PLATFORM, SMS_TYPE_LOGIN } from '@share/contract';
import {
  CODE_LENGTH,
  LOGIN_APPID,
  LOGIN_PLATFORM,
  LOGIN_RETRY_DELAY_MS,
  LOGIN_RETRY_MAX,
  PHONE_LENGTH,
  SMS_TYPE,
} from './constants';
import { canSubmitLogin, clampCode, formatPhone, isValidPhone, stripPhone } from '@share/util-format';

describe('constants of spec §9', () => {
  it('match the spec and the contract', () => {
    expect([PHONE_LENGTH, CODE_LENGTH, LOGIN_RETRY_MAX, LOGIN_RETRY_DELAY_MS]).toEqual([11, 6, 3, 100]);
    expect([LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE]).toEqual([1, 'mobile', 6]);
    expect([LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE]).toEqual([CONTRACT_APPID, CONTRACT_PLATFORM, SMS_TYPE_LOGIN]);
  });
});

describe('phone rules of spec §5', () => {
  it('strips spaces and keeps at most 11 digits', () => {
    expect(stripPhone('138 0013 8000')).toBe('13800138000');
    expect(stripPhone('1380013800099')).toBe('13800138000');
  });

  it('accepts exactly 11 digits: 1, a digit 3 to 9, nine digits', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('199 0000 0000')).toBe(true);
    expect(isValidPhone('1380013800')).toBe(false);
    expect(isValidPhone('138001380001')).toBe(false);
    expect(isValidPhone('12800138000')).toBe(false);
    expect(isValidPhone('23800138000')).toBe(false);
  });

  it('groups an 11-digit phone 3-4-4 while typing', () => {
    expect(formatPhone('138')).toBe('138');
    expect(formatPhone('1380')).toBe('138 0');
    expect(formatPhone('1380013')).toBe('138 0013');
    expect(formatPhone('13800138')).toBe('138 0013 8');
    expect(formatPhone('13800138000')).toBe('138 0013 8000');
  });

  it('keeps at most 6 code characters', () => {
    expect(clampCode('1234567')).toBe('123456');
  });

  it('enables login only with a valid phone and a code (code mode) or a password (password mode)', () => {
    const base = { phone: '13800138000', code: '', password: '', mode: 'code' as const };
    expect(canSubmitLogin(base)).toBe(false);
    expect(canSubmitLogin({ ...base, code: '1' })).toBe(true);
    expect(canSubmitLogin({ ...base, code: '1', phone: '1380013800' })).toBe(false);
    expect(canSubmitLogin({ ...base, mode: 'password', code: '123456' })).toBe(false);
    expect(canSubmitLogin({ ...base, mode: 'password', password: 'x' })).toBe(true);
  });
});
