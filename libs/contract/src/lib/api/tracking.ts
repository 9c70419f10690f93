import { z } from 'zod';
import { TRACKING_VERSION, TRACKING_TERMINAL } from './constants';

export { TRACKING_VERSION, TRACKING_TERMINAL } from './constants';

/** POST /tracker/log: spec §3 Tracking event; extras pass through. */
export const TrackingEventSchema = z.looseObject({
  timestamp: z.number().int().meta({ description: 'unix seconds' }),
  version: z.literal(TRACKING_VERSION),
  terminal: z.literal(TRACKING_TERMINAL),
  tid: z.string(),
  behavior: z.string().min(1),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;
/** The body is one event or a batch. */
export const TrackingBodySchema = z.union([TrackingEventSchema, z.array(TrackingEventSchema).min(1).max(100)]);
export const StoredTrackingEventSchema = z.object({
  id: z.number().int(),
  received_at: z.number().int(),
  event: TrackingEventSchema,
});
