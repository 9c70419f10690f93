import { lazyPage } from '@share/ui';

// Each page's code is a chunk of its own, loaded as its route first renders: the first load carries
// only the site's shell. The server HTML is the whole page (the server loads every lazy chunk before
// it renders) and stays as it is until the chunk has arrived.
export const HomePage = lazyPage(() => import('./home/home-page').then((m) => m.HomePage));
export const SearchPage = lazyPage(() => import('./search/search-page').then((m) => m.SearchPage));
export const ListPage = lazyPage(() => import('./list/list-page').then((m) => m.ListPage));
export const FlyCardView = lazyPage(() => import('./list/fly-card-view').then((m) => m.FlyCardView));
export const ContentModelPage = lazyPage(() => import('./content-model/content-model-page').then((m) => m.ContentModelPage));
export const ActivityView = lazyPage(() => import('./activity/activity-view').then((m) => m.ActivityView));
export const BarPage = lazyPage(() => import('./bar/bar-page').then((m) => m.BarPage));
