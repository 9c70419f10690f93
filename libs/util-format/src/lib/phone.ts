// Phone and login-form rules of spec §5: the login flow (auth) and the login panel's view (ui)
// both apply them.

export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
/** Spec §5: 1, then a digit 3 to 9, then nine digits (after spaces are stripped). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Spaces (and any other non-digit) stripped, at most 11 digits kept. */
export function stripPhone(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** Exactly 11 digits matching 1[3-9] and nine digits, once spaces are stripped. */
export function isValidPhone(raw: string): boolean {
  const phone = raw.replace(/\s/g, '');
  return phone.length === PHONE_LENGTH && PHONE_PATTERN.test(phone);
}

/** Grouped 3-4-4 as typed: 138 0013 8000. */
export function formatPhone(raw: string): string {
  const digits = stripPhone(raw);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11)].filter(Boolean).join(' ');
}

/** The code field keeps at most 6 characters. */
export function clampCode(raw: string): string {
  return raw.replace(/\s/g, '').slice(0, CODE_LENGTH);
}

export type LoginMode = 'code' | 'password';

export interface LoginFormValues {
  phone: string;
  code: string;
  password: string;
  mode: LoginMode;
}

/** The login button's rule: a valid phone and a non-empty code (code mode) or password. */
export function canSubmitLogin({ phone, code, password, mode }: LoginFormValues): boolean {
  if (!isValidPhone(phone)) return false;
  return mode === 'code' ? code.trim() !== '' : password !== '';
}
