/**
 * The only messages of the W3C Nu HTML checker that html-conformance.spec.ts lets pass, each with
 * its reason. Anything else the checker reports on any page is an error to fix in the markup.
 */
interface AllowedMessage {
  /** Matches the checker's message text. */
  message: RegExp;
  /** Why the page keeps what the checker objects to. */
  reason: string;
}

const ALLOWED_NU_MESSAGES: readonly AllowedMessage[] = [
  {
    message: /^Attribute “(x5-playsinline|x5-video-player-type|webkit-playsinline)” not allowed on element “video”/,
    reason:
      'WeChat’s X5 browser on Android and old iOS WebKit play a video full screen unless the video carries ' +
      'these vendor attributes; the standard playsinline is not enough there (the players of libs/live).',
  },
];

/** Whether the checker's message is one of the allowed exceptions. */
export function isAllowedNuMessage(message: string): boolean {
  return ALLOWED_NU_MESSAGES.some((allowed) => allowed.message.test(message));
}
