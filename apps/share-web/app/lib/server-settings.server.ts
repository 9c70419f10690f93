// The server library's pieces the route loaders read. A .server module: React Router keeps it out of
// the browser bundle, and lint lets only server files import @share/share-web-server.
export { qrCodeSvg, settings } from '@share/share-web-server';
