import { lazyPage } from '@share/ui';

// The live room's code (player, chat, booking) is a chunk of its own: the live page's first load
// lists it, by the module's path (lazyPage). The server HTML is the whole page (the server loads
// every lazy chunk before it renders) and stays as it is until the chunk has arrived.
export const LiveRoomPage = lazyPage(
  () => import('./live-room-page').then((m) => m.LiveRoomPage),
  'libs/live/src/lib/live-room-page.tsx',
);
