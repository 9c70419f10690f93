// A request URL as the servers' request logs keep it (issue 31, issue 52, 58): a token in the query (the
// live chat socket carries one; a preview link, its preview_token) is replaced, a phone number (tel=, the login code request, or any
// whole mainland mobile number anywhere in the URL) keeps only its first three and last four digits,
// 138****8000, enough to follow one visitor's attempts. A URL carried in a `url=` value (the desktop
// page's /pc?url=…, the desktop redirect's Location) is decoded, redacted the same way, and encoded again.

const TOKEN_PARAM = /([?&](?:token|access_token|preview_token)=)[^&#]*/gi;
const TEL_PARAM = /([?&]tel=)([^&#]*)/gi;
const URL_PARAM = /([?&]url=)([^&#]*)/gi;
/** A mainland mobile number (11 digits from 13…19), with or without +86/86, not part of a longer number. */
const PHONE = /(?<!\d)(?:\+?86)?(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** How many URLs within URLs are decoded (a /pc?url= whose page has a url= of its own, …). */
const MAX_DEPTH = 3;

/** 13800138000 -> 138****8000; a value too short to keep any digit of is only stars. */
function maskPhone(value: string): string {
  let digits: string;
  try {
    digits = decodeURIComponent(value.replace(/\+/g, ' ')).replace(/\D/g, '');
  } catch {
    digits = value.replace(/\D/g, '');
  }
  return digits.length >= 8 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
}

/** A `url=` value decoded, redacted and encoded again; one that does not decode is kept only when it holds nothing to hide. */
function redactNested(value: string, depth: number): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return redact(value, depth);
  }
  const redacted = redact(decoded, depth);
  return redacted === decoded ? value : encodeURIComponent(redacted);
}

function redact(url: string, depth: number): string {
  const nested =
    depth < MAX_DEPTH
      ? url.replace(URL_PARAM, (_match, name: string, value: string) => `${name}${redactNested(value, depth + 1)}`)
      : url;
  return nested
    .replace(TOKEN_PARAM, '$1[redacted]')
    .replace(TEL_PARAM, (_match, name: string, value: string) => `${name}${maskPhone(value)}`)
    .replace(PHONE, '$1****$2');
}

export function redactLogUrl(url: string): string;
export function redactLogUrl(url: string | undefined): string | undefined;
export function redactLogUrl(url: string | undefined): string | undefined {
  return url === undefined ? undefined : redact(url, 0);
}
