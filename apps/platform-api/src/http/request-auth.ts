import type { Request } from 'express';
import { API_CODE } from '@share/contract';
import { MSG } from '../messages';
import { ApiError } from './api-error';

/** What the Authorization header of a request resolved to. */
export type RequestAuth =
  | { kind: 'none' }
  | { kind: 'invalid'; expired: boolean }
  | { kind: 'anonymous'; tokenHash: string }
  | { kind: 'user'; tokenHash: string; userId: number };

/** Raw token or `Bearer <token>`; '' when absent. */
export function tokenFromHeader(header: string | undefined): string {
  if (!header) return '';
  const trimmed = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(trimmed);
  return bearer ? bearer[1].trim() : trimmed;
}

export function authOf(req: Request): RequestAuth {
  return (req as Request & { auth?: RequestAuth }).auth ?? { kind: 'none' };
}

/** The user of a write call; refuses missing, anonymous, expired and revoked tokens. */
export function requireUser(auth: RequestAuth): number {
  if (auth.kind === 'user') return auth.userId;
  if (auth.kind === 'invalid' && auth.expired) throw new ApiError(API_CODE.LOGIN_REQUIRED, MSG.tokenExpired);
  throw new ApiError(API_CODE.LOGIN_REQUIRED, MSG.loginRequired);
}

/** The user id when logged in, else null (reads that personalise their answer). */
export function viewerOf(auth: RequestAuth): number | null {
  return auth.kind === 'user' ? auth.userId : null;
}
