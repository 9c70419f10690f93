import { API_CODE } from '@share/contract';
import { decodePublicId } from '@share/contract';
import { MSG } from '../messages';

/** A refusal with a non-zero code and its Chinese message; answered as the envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A successful answer with a message other than the default. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/** Decodes a public id from a URL or payload, refusing ids that fail the check. */
export function dbIdOf(publicId: unknown, message: string = MSG.invalidId): number {
  const id = decodePublicId(publicId);
  if (id === null) throw new ApiError(API_CODE.INVALID, message);
  return id;
}
