import { z } from 'zod';

/** Every response body: `{ code, message, data }`; code 0 is success. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().meta({ description: '0 is success; any other code carries a Chinese message' }),
    message: z.string(),
    data,
  });
}

export const ErrorEnvelopeSchema = envelopeOf(z.null());
export const EmptyEnvelopeSchema = envelopeOf(z.null());

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A public id (8 characters, see public-id.ts). */
export const PublicIdSchema = z.string().length(8).meta({ description: 'public id (encodePublicId)' });

/** Paging of lists that start at page 1. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
