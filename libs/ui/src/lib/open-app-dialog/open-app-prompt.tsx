import type { ReactNode } from 'react';
import { OpenAppDialog, OpenInBrowserGuide } from '../lazy-component/lazy-overlays';
import type { OpenInBrowserGuideProps } from '../open-in-browser-guide/open-in-browser-guide';
import type { OpenAppDialogProps } from './open-app-dialog';

/** The open-app dialog of a page with the guide WeChat shows when the app cannot be opened from it. */
export function OpenAppPrompt({ dialog, guide }: { dialog: OpenAppDialogProps; guide: OpenInBrowserGuideProps }) {
  return (
    <>
      <OpenAppDialog {...dialog} />
      <OpenInBrowserGuide {...guide} />
    </>
  );
}

/** `view` with its open-app prompt (the state of open-app's useAppPrompt or useRecordPage). */
export function withOpenAppPrompt(
  view: ReactNode,
  { dialog, guide }: { dialog: OpenAppDialogProps; guide: OpenInBrowserGuideProps },
) {
  return (
    <>
      {view}
      <OpenAppPrompt dialog={dialog} guide={guide} />
    </>
  );
}
