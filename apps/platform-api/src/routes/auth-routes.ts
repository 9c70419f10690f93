import type { Router } from 'express';
import {
  API_CODE,
  encodePublicId,
  LOGIN_APPID,
  LOGIN_PLATFORM,
  PHONE_PATTERN,
  SMS_TYPE_LOGIN,
  type LoginRequest,
} from '@share/contract';
import { nowSeconds } from '../clock';
import { ApiError, dbIdOf, Reply } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';

import {
  PROFILE_NEVER_READY_SUFFIX,
  PROFILE_PENDING_FETCHES,
  PROFILE_PENDING_SUFFIX,
  SMS_CODE_TTL_S,
  SMS_MAX_REPLAYS,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_INTERVAL_S,
  SMS_RETRY_GRACE_S,
} from '../limits';
import { MSG } from '../messages';
import type { ApiContext } from '../services/context';
import {
  hashPassword,
  hashSmsCode,
  hashToken,
  newSalt,
  newSmsCode,
  safeEqualHex,
  verifyPassword,
} from '../services/secrets';
import { issueToken, resolveToken, revokeToken } from '../services/tokens';
import { createUser, findUserById, findUserByPhone, userInfoOf, type UserRow } from '../services/users';

interface SmsCodeRow {
  id: number;
  code_hash: string;
  salt: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
  used_device_id: string | null;
  replays: number;
}

/** The session a code's login issued, kept for its replay window (not in the database: it is the token). */
interface IssuedSession {
  token: string;
  expires_at: number;
  /** Until when a replay of the code answers with this session. */
  until: number;
}
type ReplaySessions = Map<number, IssuedSession>;

/** Spec §5: spaces stripped, then 1, a digit 3-9 and nine digits. */
export function normalisePhone(raw: unknown): string {
  const phone = typeof raw === 'string' ? raw.replace(/\s+/g, '') : '';
  if (!PHONE_PATTERN.test(phone)) throw new ApiError(API_CODE.INVALID, MSG.phoneInvalid);
  return phone;
}

function checkApp(appid: number, platform: string): void {
  if (appid !== LOGIN_APPID || platform !== LOGIN_PLATFORM) throw new ApiError(API_CODE.INVALID, MSG.appidInvalid);
}

async function sendCode(ctx: ApiContext, tel: string, type: number, ip: string): Promise<void> {
  if (type !== SMS_TYPE_LOGIN) throw new ApiError(API_CODE.INVALID, MSG.smsTypeUnsupported);
  const phone = normalisePhone(tel);
  const now = nowSeconds(ctx.clock);
  const last = ctx.db
    .prepare('SELECT created_at FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
    .get(phone) as { created_at: number } | undefined;
  if (last && now - last.created_at < SMS_RESEND_INTERVAL_S) {
    throw new ApiError(API_CODE.RATE_LIMITED, MSG.smsTooFrequent(SMS_RESEND_INTERVAL_S - (now - last.created_at)));
  }
  const { sent } = ctx.db
    .prepare('SELECT COUNT(*) AS sent FROM sms_codes WHERE ip = ? AND created_at > ?')
    .get(ip, now - 3600) as { sent: number };
  if (sent >= ctx.smsIpHourlyCap) throw new ApiError(API_CODE.RATE_LIMITED, MSG.smsIpCap);
  const { today } = ctx.db
    .prepare('SELECT COUNT(*) AS today FROM sms_codes WHERE phone = ? AND created_at > ?')
    .get(phone, now - 24 * 3600) as { today: number };
  if (today >= ctx.smsPhoneDailyCap) throw new ApiError(API_CODE.RATE_LIMITED, MSG.smsPhoneDailyCap);

  const code = newSmsCode();
  const salt = newSalt();
  const { lastInsertRowid } = ctx.db
    .prepare('INSERT INTO sms_codes (phone, code_hash, salt, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(phone, hashSmsCode(code, salt), salt, ip, now, now + SMS_CODE_TTL_S);
  try {
    await ctx.smsProvider.send(phone, code);
  } catch (error) {
    ctx.db.prepare('DELETE FROM sms_codes WHERE id = ?').run(lastInsertRowid);
    ctx.logger.error({ err: error, provider: ctx.smsProvider.name }, 'sms send failed');
    throw new ApiError(API_CODE.SERVER_ERROR, MSG.smsProviderFailed);
  }
}

/**
 * Checks a login code; the rules (expiry, single use, tries) are listed in the README. Answers the
 * code's row id and whether this is a replay (the same device resubmitting after a 402).
 */
function consumeCode(
  ctx: ApiContext,
  phone: string,
  code: string,
  deviceId: string,
): { codeId: number; replay: boolean } {
  const row = ctx.db.prepare('SELECT * FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as
    SmsCodeRow | undefined;
  if (!row) throw new ApiError(API_CODE.INVALID, MSG.codeMissing);
  if (!/^\d{6}$/.test(code)) throw new ApiError(API_CODE.INVALID, MSG.codeFormat);
  const now = nowSeconds(ctx.clock);
  const matches = safeEqualHex(hashSmsCode(code, row.salt), row.code_hash);
  if (row.used_at !== null) {
    // The spec's client resubmits the same form after a 402, at most 3 times (spec §4).
    const replay =
      matches &&
      deviceId !== '' &&
      row.used_device_id === deviceId &&
      now - row.used_at <= SMS_RETRY_GRACE_S &&
      row.replays < SMS_MAX_REPLAYS;
    if (!replay) throw new ApiError(API_CODE.CONFLICT, MSG.codeUsed);
    ctx.db.prepare('UPDATE sms_codes SET replays = replays + 1 WHERE id = ?').run(row.id);
    return { codeId: row.id, replay: true };
  }
  if (row.attempts >= SMS_MAX_WRONG_TRIES) throw new ApiError(API_CODE.RATE_LIMITED, MSG.codeTooManyTries);
  if (now >= row.expires_at) throw new ApiError(API_CODE.CONFLICT, MSG.codeExpired);
  if (!matches) {
    const attempts = row.attempts + 1;
    ctx.db.prepare('UPDATE sms_codes SET attempts = ? WHERE id = ?').run(attempts, row.id);
    if (attempts >= SMS_MAX_WRONG_TRIES) throw new ApiError(API_CODE.RATE_LIMITED, MSG.codeTooManyTries);
    throw new ApiError(API_CODE.INVALID, MSG.codeWrong(SMS_MAX_WRONG_TRIES - attempts));
  }
  ctx.db.prepare('UPDATE sms_codes SET used_at = ?, used_device_id = ? WHERE id = ?').run(now, deviceId, row.id);
  return { codeId: row.id, replay: false };
}

/** Checked against when a phone has no password, so that its answer takes as long as a wrong password. */
const NO_PASSWORD_HASH = hashPassword(newSalt());

/**
 * Password login (issue 58): one answer, 账号或密码错误, for a wrong password, an unknown phone and an
 * account without a password, in the same time (a password is always checked). Failures count per
 * phone and per client address; at either limit password login is locked (ApiContext.passwordLimit).
 */
function checkPassword(ctx: ApiContext, phone: string, ip: string, password: string): UserRow {
  const now = nowSeconds(ctx.clock);
  const { lockoutSeconds, perPhone, perAddress } = ctx.passwordLimit;
  const since = now - lockoutSeconds;
  const count = (column: 'phone' | 'ip', value: string) =>
    (
      ctx.db
        .prepare(`SELECT COUNT(*) AS failures FROM password_failures WHERE ${column} = ? AND created_at > ?`)
        .get(value, since) as { failures: number }
    ).failures;
  if (count('phone', phone) >= perPhone || count('ip', ip) >= perAddress)
    throw new ApiError(API_CODE.RATE_LIMITED, MSG.passwordLocked(Math.ceil(lockoutSeconds / 60)));
  const user = findUserByPhone(ctx.db, phone);
  const matches = verifyPassword(password, user?.password_hash ?? NO_PASSWORD_HASH);
  if (!user || user.password_hash === null || !matches) {
    ctx.db.prepare('INSERT INTO password_failures (phone, ip, created_at) VALUES (?, ?, ?)').run(phone, ip, now);
    throw new ApiError(API_CODE.INVALID, MSG.passwordWrong);
  }
  return user;
}

function login(ctx: ApiContext, body: LoginRequest, replaySessions: ReplaySessions, ip: string) {
  checkApp(body.appid, body.platform);
  const phone = normalisePhone(body.account);
  const now = nowSeconds(ctx.clock);
  for (const [id, session] of replaySessions) if (session.until < now) replaySessions.delete(id);
  let user: UserRow | undefined;
  let codeId: number | null = null;
  if (body.verify_code) {
    const consumed = consumeCode(ctx, phone, body.verify_code, body.device_id);
    user = findUserByPhone(ctx.db, phone) ?? createUser(ctx.db, phone, now);
    codeId = consumed.codeId;
    // A replay continues the session the code opened: no second token.
    const session = consumed.replay ? replaySessions.get(consumed.codeId) : undefined;
    if (session && resolveToken(ctx, session.token).kind === 'user') {
      return new Reply(
        { token: session.token, expires_at: session.expires_at, user_id: encodePublicId(user.id) },
        MSG.loginOk,
      );
    }
  } else if (body.password) {
    user = checkPassword(ctx, phone, ip, body.password);
  } else {
    throw new ApiError(API_CODE.INVALID, MSG.loginNeedsSecret);
  }
  if (phone.endsWith(PROFILE_PENDING_SUFFIX) && !user.profile_armed) {
    ctx.db
      .prepare('UPDATE users SET profile_armed = 1, profile_pending = ? WHERE id = ?')
      .run(PROFILE_PENDING_FETCHES, user.id);
  }
  const issued = issueToken(ctx, 'user', user.id, body.device_id);
  if (codeId !== null) replaySessions.set(codeId, { ...issued, until: now + SMS_RETRY_GRACE_S });
  return new Reply({ ...issued, user_id: encodePublicId(user.id) }, MSG.loginOk);
}

/**
 * The 402 rule of the README: phones ending in 9402 never get a ready profile; phones ending in 0402
 * answer 402 to the first two account fetches after a login, then succeed.
 */
function checkProfileReady(ctx: ApiContext, user: UserRow): void {
  if (user.phone.endsWith(PROFILE_NEVER_READY_SUFFIX))
    throw new ApiError(API_CODE.ACCOUNT_NOT_READY, MSG.profileNotReady);
  if (!user.profile_armed) return;
  if (user.profile_pending > 0) {
    ctx.db.prepare('UPDATE users SET profile_pending = profile_pending - 1 WHERE id = ?').run(user.id);
    throw new ApiError(API_CODE.ACCOUNT_NOT_READY, MSG.profileNotReady);
  }
  ctx.db.prepare('UPDATE users SET profile_armed = 0 WHERE id = ?').run(user.id);
}

export function registerAuthRoutes(router: Router, ctx: ApiContext): void {
  const replaySessions: ReplaySessions = new Map();
  addEndpoint(router, 'vcode', async ({ query, req }) => {
    await sendCode(ctx, query.tel, query.type, req.ip ?? req.socket.remoteAddress ?? '');
    return new Reply(null, MSG.smsSent);
  });

  addEndpoint(router, 'auth', ({ body, req }) => {
    if ('account' in body) return login(ctx, body, replaySessions, req.ip ?? req.socket.remoteAddress ?? '');
    checkApp(body.appid, body.platform);
    return issueToken(ctx, 'anonymous', null, body.device_id ?? '');
  });

  addEndpoint(router, 'logout', ({ body, auth }) => {
    // The spec's client swaps in a fresh anonymous token before calling logout, so the user token
    // may come in the body instead of the header.
    if (body.token) {
      const resolved = resolveToken(ctx, body.token);
      if (resolved.kind === 'user') revokeToken(ctx, hashToken(body.token));
    }
    if (auth.kind === 'user') revokeToken(ctx, auth.tokenHash);
    return new Reply(null, MSG.logoutOk);
  });

  addEndpoint(router, 'account', ({ params, userId }) => {
    const id = dbIdOf(params.user_id);
    if (id !== userId) throw new ApiError(API_CODE.FORBIDDEN, MSG.accountForbidden);
    const user = findUserById(ctx.db, id);
    if (!user) throw new ApiError(API_CODE.NOT_FOUND, MSG.accountForbidden);
    checkProfileReady(ctx, user);
    return userInfoOf(user);
  });

  addEndpoint(router, 'accountUpdate', ({ body, userId }) => {
    if (body.alias !== undefined) ctx.db.prepare('UPDATE users SET alias = ? WHERE id = ?').run(body.alias, userId);
    if (body.avatar !== undefined) ctx.db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(body.avatar, userId);
    return new Reply(userInfoOf(findUserById(ctx.db, userId) as UserRow), MSG.accountUpdated);
  });

  addEndpoint(router, 'inviteRecord', ({ userId }) => {
    const rows = ctx.db
      .prepare(
        `SELECT u.id, u.alias, r.created_at FROM invite_records r JOIN users u ON u.id = r.invitee_id
         WHERE r.inviter_id = ? ORDER BY r.created_at DESC`,
      )
      .all(userId) as { id: number; alias: string; created_at: number }[];
    return {
      list: rows.map((row) => ({ user_id: encodePublicId(row.id), alias: row.alias, created_at: row.created_at })),
      count: rows.length,
    };
  });
}
