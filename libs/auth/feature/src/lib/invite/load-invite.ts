// The invitation page's loader: the invitation code of the link and, for a logged-in visitor, their own
// invitations. It takes the request's typed platform client and never throws.
import type { ShareApi } from '@share/api-client';
import type { LoadStatus } from '@share/ui';

export interface InviteRecord {
  user_id: string;
  alias: string;
  avatar?: string;
  created_at: number;
  reward_points?: number;
  status?: number;
}

export interface InviteData {
  status: LoadStatus;
  code: string;
  /** The visitor's own invitations: null unless a logged-in visitor opened the page. */
  records: InviteRecord[] | null;
  now: number;
}

export async function loadInvite(api: ShareApi, code?: string | null, now = Date.now()): Promise<InviteData> {
  // Anonymous visitors (the server render never carries a session) get no records: null.
  const records = await (api.endpoints.inviteRecord({}) as Promise<{ list: InviteRecord[] }>).then(
    (value) => value.list ?? [],
    () => null,
  );
  return {
    status: code ? 'ok' : 'empty',
    code: code ?? '',
    records,
    now,
  };
}
