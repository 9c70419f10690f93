// A request URL as the servers' request logs keep it (issue 31): a token in the query (the live chat
// socket carries one) is replaced, a phone number (tel=, the login code request) keeps only its first
// three and last four digits, 138****8000, enough to follow one visitor's attempts.

const TOKEN_PARAM = /([?&](?:token|access_token)=)[^&#]*/gi;
const TEL_PARAM = /([?&]tel=)([^&#]*)/gi;

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

export function redactLogUrl(url: string): string;
export function redactLogUrl(url: string | undefined): string | undefined;
export function redactLogUrl(url: string | undefined): string | undefined {
  return url?.replace(TOKEN_PARAM, '$1[redacted]').replace(TEL_PARAM, (_match, name: string, value: string) => `${name}${maskPhone(value)}`);
}
