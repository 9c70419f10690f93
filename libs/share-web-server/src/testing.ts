// The test kit of the server's pieces, for the app's server tests (its own rules and route table).
export { fakeRoute, fakeServerBuild } from './lib/fake-server-build';
