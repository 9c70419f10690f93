import { endpointPath, ENDPOINTS } from './endpoints';
import { buildOpenApiDocument } from './openapi';

type Operation = {
  parameters: { name: string; in: string; required: boolean }[];
  security?: unknown[];
  requestBody?: unknown;
};

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument({ includeDevOnly: true }) as { paths: Record<string, Record<string, Operation>> };

  it('describes every endpoint of the contract, with its path parameters', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method];
      expect({ name, found: Boolean(operation) }).toEqual({ name, found: true });
      const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => param);
      expect(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParams);
    }
  });

  it('marks user-token endpoints with the token scheme and lists query parameters', () => {
    expect(doc.paths['/peony/v1/comment/{id}'].post.security).toEqual([{ token: [] }]);
    expect(doc.paths['/peony/v1/comment/{id}'].get.security).toBeUndefined();
    expect(doc.paths['/peony/v1/vcode'].get.parameters.map((p) => [p.name, p.required])).toEqual([
      ['tel', true],
      ['type', true],
    ]);
  });

  it('leaves development endpoints out unless asked', () => {
    expect(buildOpenApiDocument().paths).not.toHaveProperty('/dev/sms-outbox');
  });

  it('keeps every endpoint path in the style of the spec', () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      expect(endpoint.path).toMatch(
        /^\/(peony\/v[13]|guzzle\/v1|circle\/v1\/api\/share|law\/v1\/api\/share|inner|dinner|tracker|dev)\//,
      );
    }
  });
});

describe('endpointPath', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointPath('childComments', { post: 'abcdefgh', cid: 'hgfedcba' })).toBe(
      '/peony/v1/comment/abcdefgh/hgfedcba',
    );
    expect(endpointPath('clueTopic', { name: '路面 坑洼' })).toBe(
      '/peony/v3/clue_report/topic/%E8%B7%AF%E9%9D%A2%20%E5%9D%91%E6%B4%BC',
    );
    expect(endpointPath('appInfo')).toBe('/peony/v1/app/info');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath('comments')).toThrow('comments: missing path parameter id');
  });
});
