// The live room's chat and booking (spec §7); the live page's code reads them.
export const CHAT_MESSAGE_MAX_LENGTH = 200;
export const BOOKING_TYPE_LIVE = 'live';
