import { z } from 'zod';
import { PublicIdSchema } from './envelope';

export { LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE_LOGIN, PHONE_PATTERN, VERIFY_CODE_LENGTH } from './constants';

/** POST /peony/v1/auth without an account: an anonymous token. */
export const AnonymousAuthRequestSchema = z.object({
  appid: z.coerce.number().int(),
  platform: z.string().min(1),
  device_id: z.string().optional(),
});

/** POST /peony/v1/auth with an account: login by SMS code or password (spec §3 Login request). */
export const LoginRequestSchema = z.object({
  appid: z.coerce.number().int(),
  platform: z.string().min(1),
  /** The phone number; numbers are taken as text so a malformed login never falls back to anonymous. */
  account: z.coerce.string(),
  device_id: z.string().default(''),
  verify_code: z.string().optional(),
  password: z.string().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthRequestSchema = z.union([LoginRequestSchema, AnonymousAuthRequestSchema]);

/** Anonymous answer: data.token; login answer adds the user's public id. */
export const AuthTokenSchema = z.object({
  token: z.string(),
  user_id: PublicIdSchema.optional(),
  /** Unix seconds. */
  expires_at: z.number().int(),
});
export type AuthToken = z.infer<typeof AuthTokenSchema>;

/** GET /peony/v1/vcode?tel=&type=6 */
export const VcodeQuerySchema = z.object({
  tel: z.string(),
  type: z.coerce.number().int(),
});

/** POST /peony/v1/account/logout: revokes the request's token, or `token` of the body when given. */
export const LogoutRequestSchema = z.object({ token: z.string().optional() });

/** User info of GET /peony/v1/account/{user_id}. */
export const UserInfoSchema = z.object({
  user_id: PublicIdSchema,
  alias: z.string(),
  avatar: z.string(),
  /** Masked: 138****0000. */
  mobile: z.string(),
  has_password: z.boolean(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** POST /peony/v1/account: update one's own alias or avatar. */
export const AccountUpdateSchema = z.object({
  alias: z.string().trim().min(1).max(20).optional(),
  avatar: z.string().max(500).optional(),
});

export const InviteRecordListSchema = z.object({
  list: z.array(z.object({ user_id: PublicIdSchema, alias: z.string(), created_at: z.number().int() })),
  count: z.number().int(),
});
