import { funnelStepOf } from './funnel-steps';

describe('the share funnel on the site metrics (issue 63)', () => {
  it('reads a step the proxy passed on by its labels', () => {
    expect(
      funnelStepOf(
        'POST',
        '/peony/v1/share/event?step=open_app&post_id=AbCdEfGh&env=wechat&content_type=video&share_id=x',
      ),
    ).toEqual({ step: 'open_app', environment: 'wechat', contentType: 'video' });
  });

  it('bounds the labels: an unknown environment or content type is other; no id becomes a label', () => {
    expect(funnelStepOf('POST', '/peony/v1/share/event?step=view&env=Mozilla%2F5.0&content_type=AbCdEfGh')).toEqual({
      step: 'view',
      environment: 'other',
      contentType: 'other',
    });
  });

  it('counts nothing else: another path, a GET, an unknown step, the platform-only claim', () => {
    expect(funnelStepOf('POST', '/peony/v1/link_token')).toBeNull();
    expect(funnelStepOf('GET', '/peony/v1/share/event?step=view')).toBeNull();
    expect(funnelStepOf('POST', '/peony/v1/share/event?step=install')).toBeNull();
    expect(funnelStepOf('POST', '/peony/v1/share/event?step=claim')).toBeNull();
  });
});
