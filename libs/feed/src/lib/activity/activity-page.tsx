import { useMemo } from 'react';
import { withOpenAppPrompt } from '@share/ui';
import { useAppPrompt } from '@share/open-app';
import type { ActivityData } from '../load-screens';
import { ActivityView } from './activity-view';

/** The activity's content type, as the platform lists it (spec: content_type cloud_form). */
const ACTIVITY_CONTENT_TYPE = 'cloud_form';
/** The open-app dialog of 打开APP参与活动 says nothing more than its title. */
const JOIN_PROMPTS = { join: '' } as const;

export interface ActivityPageProps extends Omit<ActivityData, 'now'> {
  /** The app download address: where 打开APP参与活动 leads before the page is interactive. */
  downloadUrl?: string | null;
  /** The visitor is in the platform's own app: there is no app to open, so no join button. */
  ownClient?: boolean;
}

/**
 * The activity page: 打开APP参与活动 goes the site's one way of opening the app, as every other
 * open-app control (open-app's useAppPrompt): the open-app dialog at the activity, whose 立即前往
 * launches (WeChat's open tag, the guide, the intent or the scheme, the 口令 copied for the download
 * page). A bare link to the download page did nothing useful in WeChat, and a mini program's
 * web-view cannot open it.
 */
export function ActivityPage({ status, activity, downloadUrl, ownClient = false }: ActivityPageProps) {
  const target = useMemo(() => (activity ? { id: activity.id, kind: ACTIVITY_CONTENT_TYPE } : null), [activity]);
  const appPrompt = useAppPrompt(target, JOIN_PROMPTS);
  const { prompt } = appPrompt;
  const view = (
    <ActivityView
      status={status}
      activity={activity}
      joinHref={downloadUrl}
      onJoin={() => prompt('join')}
      hideJoin={ownClient}
    />
  );
  return target ? withOpenAppPrompt(view, appPrompt) : view;
}
