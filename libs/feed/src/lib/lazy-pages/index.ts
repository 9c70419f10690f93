// Each page's code is a chunk of its own: a page's first load lists the chunk of the page it shows,
// by the module's path (lazyPage). The server HTML is the whole page (the server loads every lazy
// chunk before it renders) and stays as it is until the chunk has arrived.
//
// One module per page: a route's chunk holds its own page's definition and no other's.
export { HomePage } from './home-page';
export { SearchPage } from './search-page';
export { ListPage } from './list-page';
export { FlyCardView } from './fly-card-view';
export { ContentModelPage } from './content-model-page';
export { ActivityPage } from './activity-page';
export { BarPage } from './bar-page';
