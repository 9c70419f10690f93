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
    expect(redactLogUrl('/peony/v3/live/ws?live_id=1&token=abc.def')).toBe(
      '/peony/v3/live/ws?live_id=1&token=[redacted]',
    );
    expect(redactLogUrl('/x?access_token=abc#top')).toBe('/x?access_token=[redacted]#top');
  });

  it("replaces a preview link's credential (issue 58)", () => {
    expect(
      redactLogUrl('/davmu/share/preview-holly/doc/2026/11/aB3dE5gH/index.html?_=1&preview_token=1773549000.c2ln'),
    ).toBe('/davmu/share/preview-holly/doc/2026/11/aB3dE5gH/index.html?_=1&preview_token=[redacted]');
    expect(redactLogUrl('/inner/preview/document/detail/aB3dE5gH?preview_token=1.x')).toBe(
      '/inner/preview/document/detail/aB3dE5gH?preview_token=[redacted]',
    );
  });

  it('masks a whole phone number anywhere in the URL, and leaves longer numbers alone', () => {
    expect(redactLogUrl('/davmu/share/x?phone=13800138000&id=1')).toBe('/davmu/share/x?phone=138****8000&id=1');
    expect(redactLogUrl('/davmu/share/u/8613800138000/a')).toBe('/davmu/share/u/138****8000/a');
    expect(redactLogUrl('/davmu/share/news/doc/1732550400000/17325504000.html')).toBe(
      '/davmu/share/news/doc/1732550400000/173****4000.html',
    );
    expect(redactLogUrl('/davmu/share/?t=1732550400000&n=12345678901')).toBe(
      '/davmu/share/?t=1732550400000&n=12345678901',
    );
  });

  it('redacts the URL inside a url= value (the desktop page, the desktop redirect)', () => {
    const inner = 'http://m.example.cn/davmu/share/x?token=abc.def&tel=13800138000&group=1';
    expect(redactLogUrl(`/davmu/share/pc?url=${encodeURIComponent(inner)}`)).toBe(
      `/davmu/share/pc?url=${encodeURIComponent('http://m.example.cn/davmu/share/x?token=[redacted]&tel=138****8000&group=1')}`,
    );
    const twice = `/davmu/share/pc?url=${encodeURIComponent(`http://m.example.cn/davmu/share/pc?url=${encodeURIComponent(inner)}`)}`;
    expect(redactLogUrl(twice)).not.toMatch(/abc\.def|13800138000/);
    expect(redactLogUrl('/davmu/share/pc?url=http%3A%2F%2Fm.example.cn%2Fa')).toBe(
      '/davmu/share/pc?url=http%3A%2F%2Fm.example.cn%2Fa',
    );
    expect(redactLogUrl('/davmu/share/pc?url=%E0%A4%A13800138000')).toBe('/davmu/share/pc?url=%E0%A4%A138****8000');
  });

  it('leaves other URLs as they are', () => {
    expect(redactLogUrl('/davmu/share/?group=1&hotel=3')).toBe('/davmu/share/?group=1&hotel=3');
    expect(redactLogUrl(undefined)).toBeUndefined();
  });
});
