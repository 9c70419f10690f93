// The scripted fetch of @share/api-client/testing: the platform's answers a test or story gives by
// path, the requests it received, and a ShareApi over it. Never imported by production code.
import { createApiClient, type ApiClientOptions, type ApiEnvelope } from '../api-client';
import { createEndpointCalls } from '../endpoint-call';
import { createShareApi, type ShareApi } from '../share-api';
import { fixtureAnonymousToken, fixtureAppInfoContent, fixtureAuthToken, fixtureUserInfo } from './fixtures';

/** A code-0 envelope, or a refusal with another code. */
export function envelope<T>(data: T, message = 'success', code = 0): ApiEnvelope<T> {
  return { code, message, data };
}

/** One request the scripted fetch received. */
export interface RecordedRequest {
  method: string;
  /** Path without query. */
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A raw HTTP answer: a status and a body text (HTTP errors, answers that are not JSON). */
export class MockResponse {
  constructor(
    readonly body: string,
    readonly status = 200,
  ) {}
}

type MockResult = ApiEnvelope<unknown> | MockResponse;
/** An answer: an envelope, a raw MockResponse, or a function of the request giving one. */
export type MockAnswer = MockResult | ((request: RecordedRequest) => MockResult | Promise<MockResult>);

// The fields of Response the client reads; jsdom has no Response.
function responseOf({ body, status }: MockResponse): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body),
    text: async () => body,
  } as Response;
}

export type MockFetch = typeof fetch & { calls: RecordedRequest[] };

/**
 * A fetch answering by "METHOD /path" (path without query; {param} segments match anything).
 * Unknown routes answer code 404. Requests are recorded in `calls`.
 */
export function createMockFetch(routes: Record<string, MockAnswer>): MockFetch {
  const calls: RecordedRequest[] = [];
  const matchers = Object.entries(routes).map(([route, answer]) => {
    const [method, pattern] = route.split(' ');
    const regex = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method, regex, answer };
  });
  const mock = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      headers[key.toLowerCase()] = value;
    }
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      url,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const match = matchers.find((m) => m.method === method && m.regex.test(url.pathname));
    const answer = match
      ? typeof match.answer === 'function'
        ? await match.answer(request)
        : match.answer
      : envelope(null, '请求的接口不存在', 404);
    return responseOf(answer instanceof MockResponse ? answer : new MockResponse(JSON.stringify(answer)));
  }) as MockFetch;
  mock.calls = calls;
  return mock;
}

/** The default answers of a healthy platform for start-up and login. */
export function defaultMockRoutes(): Record<string, MockAnswer> {
  return {
    'POST /peony/v1/auth': (request) =>
      envelope((request.body as { account?: string })?.account ? fixtureAuthToken() : fixtureAnonymousToken()),
    'GET /peony/v1/vcode': envelope(null, '验证码发送成功'),
    'GET /peony/v1/account/{user_id}': envelope(fixtureUserInfo()),
    'POST /peony/v1/account/logout': envelope(null, '退出登录成功~'),
    'GET /peony/v1/app/info': envelope({ app_info: JSON.stringify(fixtureAppInfoContent()) }),
  };
}

/** A ShareApi over a scripted fetch: `const { api, fetch } = createTestApi({ ... })`. */
export function createTestApi(
  routes: Record<string, MockAnswer> = defaultMockRoutes(),
  options: Omit<ApiClientOptions, 'fetch'> = {},
): { api: ShareApi; fetch: MockFetch } {
  const fetch = createMockFetch(routes);
  const api = createShareApi(
    createEndpointCalls(
      createApiClient({ getRequestId: () => 'test-request-id', onMissingToken: () => undefined, ...options, fetch }),
    ),
  );
  return { api, fetch };
}
