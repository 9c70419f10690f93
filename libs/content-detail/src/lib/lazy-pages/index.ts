// Each page's code is a chunk of its own (the detail route shows one of three): a page's first load
// lists the chunk of the page it shows, by the module's path (lazyPage). The server HTML is the whole
// page (the server loads every lazy chunk before it renders) and stays as it is until the chunk has
// arrived.
//
// One module per page: a route's chunk holds its own page's definition and no other's.
export { ContentDetailPage } from './content-detail-page';
export { SpecialPage } from './special-page';
export { SpecialShortPage } from './special-short-page';
