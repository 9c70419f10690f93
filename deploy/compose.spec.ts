// Issue 52, deployment settings of deploy/compose.yaml: the API counts visitors behind two proxies,
// sends no login code to its log by default, and nginx has a health check.
import { composeService, serviceEnvironment } from './testing/compose-file';

describe('deploy/compose.yaml', () => {
  it('has the API trust exactly its two proxies (nginx, then the site) and the site trust nginx', () => {
    expect(serviceEnvironment('platform-api')['TRUST_PROXY']).toBe('2');
    expect(serviceEnvironment('site')['TRUST_PROXY']).toBe('true');
  });

  it('runs the API without the development SMS provider unless asked for', () => {
    expect(serviceEnvironment('platform-api')['SMS_PROVIDER']).toBe('${SMS_PROVIDER:-disabled}');
  });

  it('gives the API its preview-link secret from the environment, refusing to start without one', () => {
    expect(serviceEnvironment('platform-api')['PREVIEW_LINK_SECRET']).toMatch(/^\$\{PREVIEW_LINK_SECRET:\?/);
  });

  it("checks nginx's health on its /nginx-health location", () => {
    expect(composeService('nginx').healthcheck?.test.join(' ')).toMatch(/GET \/nginx-health /);
  });
});
