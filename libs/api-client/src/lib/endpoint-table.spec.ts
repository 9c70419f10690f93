// The endpoint table is a chunk the browser fetches with the first call: a call whose table cannot
// be fetched (offline) fails as a network failure, and the next call fetches it again.
import { createTestApi } from '../testing';
import { CLIENT_ERROR_CODE } from './constants';
import { MSG_NETWORK_ERROR } from './messages';

let tableReachable = false;
let tableLoads = 0;
jest.mock('@share/contract/routes', () => {
  tableLoads += 1;
  if (!tableReachable) throw new Error('Failed to fetch dynamically imported module: endpoint-table.js');
  return jest.requireActual('@share/contract/routes');
});

describe('the endpoint table, loaded with the first call', () => {
  it('fails a call it cannot be loaded for as a network failure, and loads with the next call', async () => {
    const { api, fetch } = createTestApi();
    await expect(api.account('AbCdEfGh')).rejects.toMatchObject({ code: CLIENT_ERROR_CODE.NETWORK, kind: 'network', message: MSG_NETWORK_ERROR });
    expect(fetch.calls).toHaveLength(0);

    tableReachable = true;
    await api.account('AbCdEfGh');
    expect(fetch.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /peony/v1/account/AbCdEfGh']);
    const loads = tableLoads;
    await api.anonymous('device-1');
    // Loaded once: later calls use it.
    expect(tableLoads).toBe(loads);
    expect(fetch.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /peony/v1/account/AbCdEfGh', 'POST /peony/v1/auth']);
  });

  it('hands out one function per endpoint, and nothing for `then`: the calls are not a promise', () => {
    const { api } = createTestApi();
    expect(api.endpoints.groups).toBe(api.endpoints.groups);
    expect((api.endpoints as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
