import { redactLogUrl } from './log-url';

describe('redactLogUrl: what a request log keeps of a URL', () => {
  it('keeps the first three and the last four digits of a phone number: 138****8000', () => {
    expect(redactLogUrl('/peony/v1/sms/code?tel=13800138000&type=1')).toBe('/peony/v1/sms/code?tel=138****8000&type=1');
    expect(redactLogUrl('/dev/sms-outbox?tel=138%200013%208000')).toBe('/dev/sms-outbox?tel=138****8000');
    expect(redactLogUrl('/x?a=1&TEL=+8613800138000')).toBe('/x?a=1&TEL=861****8000');
  });

  it('keeps no digit of a value too short to be a phone number', () => {
    expect(redactLogUrl('/peony/v1/sms/code?tel=1380&type=1')).toBe('/peony/v1/sms/code?tel=****&type=1');
    expect(redactLogUrl('/peony/v1/sms/code?tel=%E0%A4%A')).toBe('/peony/v1/sms/code?tel=****');
  });

  it('replaces a token in the query', () => {
    expect(redactLogUrl('/peony/v3/live/ws?live_id=1&token=abc.def')).toBe('/peony/v3/live/ws?live_id=1&token=[redacted]');
    expect(redactLogUrl('/x?access_token=abc#top')).toBe('/x?access_token=[redacted]#top');
  });

  it('leaves other URLs as they are', () => {
    expect(redactLogUrl('/davmu/share/?group=1&hotel=3')).toBe('/davmu/share/?group=1&hotel=3');
    expect(redactLogUrl(undefined)).toBeUndefined();
  });
});
