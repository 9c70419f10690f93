import { lazyPage } from '@share/ui';

// The live room's code (player, chat, booking) is a chunk of its own, loaded as its route first
// renders: the first load carries only the site's shell. The server HTML is the whole page (the
// server loads every lazy chunk before it renders) and stays as it is until the chunk has arrived.
export const LiveRoomPage = lazyPage(() => import('./live-room-page').then((m) => m.LiveRoomPage));
