// The endpoint table alone (method, path, who may call): the browser's api client imports it with
// its first call, so it is a chunk of its own instead of part of every page's first load.
export { ENDPOINT_ROUTES, endpointPath } from './lib/api/routes';
export type { EndpointAuth, EndpointName, EndpointRoute } from './lib/api/routes';
