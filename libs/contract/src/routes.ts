// The endpoint table alone (method, path, who may call): in the browser it is part of the api
// client's chunk that the page's first call fetches (libs/api-client browser-calls.ts), not of every
// page's first load, which imports other parts of the contract.
export { ENDPOINT_ROUTES, endpointPath } from './lib/api/routes';
