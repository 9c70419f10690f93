// The endpoint tables alone (method, path, who may call; the platform's and the site's own): in the
// browser they are part of the api client's chunk that the page's first call fetches (libs/api-client
// browser-calls.ts), not of every page's first load, which imports other parts of the contract.
export { endpointPath, endpointRoute } from './lib/api/routes';
