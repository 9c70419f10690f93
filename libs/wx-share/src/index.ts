export { detectEnvironment, isDesktopAgent, OWN_CLIENT_UA_MARK } from './lib/environment';
export type { ClientEnvironment } from './lib/environment';
