import { useMemo, useState } from 'react';
import { OpenAppDialog, OpenInBrowserGuide } from '@share/ui';
import { detectEnvironment, useOpenApp, type AppOpenParams } from '@share/open-app';
import type { ActivityData } from '../load-screens';
import { ActivityView } from './activity-view';

/** The activity's content type, as the platform lists it (spec: content_type cloud_form). */
const ACTIVITY_CONTENT_TYPE = 'cloud_form';

export interface ActivityPageProps extends Omit<ActivityData, 'now'> {
  /** The app download address: where 打开APP参与活动 leads before the page is interactive. */
  downloadUrl?: string | null;
  /** The visitor is in the platform's own app: there is no app to open, so no join button. */
  ownClient?: boolean;
}

/**
 * The activity page: 打开APP参与活动 goes the site's one way of opening the app, as every other
 * open-app control: the open-app dialog at the activity, whose 立即前往 launches (WeChat's open tag,
 * the guide, the intent or the scheme, the 口令 copied for the download page). A bare link to the
 * download page did nothing useful in WeChat, and in a mini program's web-view it cannot open.
 */
export function ActivityPage({ status, activity, downloadUrl, ownClient = false }: ActivityPageProps) {
  const launcher = useOpenApp();
  const [dialogOpen, setDialogOpen] = useState(false);
  const params = useMemo<AppOpenParams | null>(
    () => (activity ? { stype: ACTIVITY_CONTENT_TYPE, id: activity.id, post_id: activity.id } : null),
    [activity],
  );
  const close = () => setDialogOpen(false);
  return (
    <>
      <ActivityView
        status={status}
        activity={activity}
        joinHref={downloadUrl}
        onJoin={() => setDialogOpen(true)}
        hideJoin={ownClient}
      />
      {params ? (
        <OpenAppDialog
          open={dialogOpen}
          miniProgram={dialogOpen && detectEnvironment(navigator.userAgent).isMiniProgram}
          logo={launcher.brand.logo}
          siteName={launcher.brand.name}
          onClose={close}
          onGo={() => {
            close();
            launcher.launch(params, 'dialog');
          }}
          goAction={dialogOpen ? launcher.openTag(params, 'dialog') : null}
        />
      ) : null}
      <OpenInBrowserGuide open={launcher.guideOpen} onClose={launcher.closeGuide} />
    </>
  );
}
