// What every record page's container shares (community, clue reports, dejin): its open-app prompt
// for what the web does not offer (liking, commenting, following, joining, asking) and its view
// statistics (spec §4). The feature renders the prompt with ui's withOpenAppPrompt.
import { useMemo } from 'react';
import { useRecordStatistics } from '@share/tracking';
import { useAppPrompt, type AppPrompt } from './use-app-prompt';

export interface RecordPageOptions {
  /** The page's view statistics (spec §4; default true). */
  statistics?: boolean;
  /**
   * Shows a message on its own (the feature passes ui's toast): a read-finish failure, and a prompt's
   * message inside the platform's own client (useAppPrompt).
   */
  alert?: (message: string) => void;
}

/**
 * The record page about `id` of `kind` (null while there is none): its view statistics and its
 * open-app prompt; `prompt(action)` opens the dialog with the action's message from `prompts`.
 */
export function useRecordPage<A extends string>(
  id: string | null | undefined,
  kind: string,
  prompts: Record<A, string>,
  { statistics = true, alert }: RecordPageOptions = {},
): AppPrompt<A> {
  const target = useMemo(() => (id ? { id, kind } : null), [id, kind]);
  const appPrompt = useAppPrompt(target, prompts, { alert });
  useRecordStatistics(statistics ? id : null, kind, alert);
  return appPrompt;
}
