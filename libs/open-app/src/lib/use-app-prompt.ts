// The open-app prompt of a record page: something the web page does not offer (liking, joining,
// following…) opens the site's open-app dialog with that action's message, and 立即前往 opens the
// app at the record. The state and props of ui's OpenAppPrompt; the feature renders it.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { appOpenParamsOf } from './app-open-params';
import { detectEnvironment } from './environment';
import { useOpenApp } from './use-open-app';

export interface AppPrompt<A extends string> {
  /** Opens the dialog with the message of `action`. */
  prompt: (action: A) => void;
  /** Props of ui's OpenAppDialog. */
  dialog: {
    open: boolean;
    message?: string;
    miniProgram: boolean;
    logo: string | null;
    siteName: string | null;
    onClose: () => void;
    onGo: () => void;
    goAction: ReactNode;
  };
  /** Props of ui's OpenInBrowserGuide (WeChat without the open tag). */
  guide: { open: boolean; onClose: () => void };
}

export interface AppPromptOptions {
  /**
   * Shows a message on its own (the feature passes ui's toast): inside the platform's own client,
   * where there is no app to open, a prompt's message is shown this way instead of the dialog.
   */
  alert?: (message: string) => void;
}

/**
 * The prompt of a page about `target` (`kind` names the kind of record for the app); `messages` says
 * what each action's dialog tells the visitor. Inside the platform's own client there is no open-app
 * dialog (issue 13, as content-detail's action feedback): the message is an `alert`.
 */
export function useAppPrompt<A extends string>(
  target: { id: string; kind: string } | null,
  messages: Record<A, string>,
  { alert }: AppPromptOptions = {},
): AppPrompt<A> {
  const launcher = useOpenApp();
  const [message, setMessage] = useState<string | null>(null);
  const params = useMemo(
    () => (target ? appOpenParamsOf({ post_id: target.id, content_type: target.kind }) : null),
    [target],
  );
  const prompt = useCallback(
    (action: A) => {
      if (!detectEnvironment(navigator.userAgent).isOwnClient) setMessage(messages[action]);
      else if (messages[action]) alert?.(messages[action]);
    },
    [messages, alert],
  );
  const close = useCallback(() => setMessage(null), []);
  const go = useCallback(() => {
    setMessage(null);
    if (params) launcher.launch(params, 'dialog');
  }, [launcher, params]);
  const open = message !== null;
  return {
    prompt,
    dialog: {
      open,
      // An empty message: the dialog says its title only.
      message: message || undefined,
      miniProgram: open && detectEnvironment(navigator.userAgent).isMiniProgram,
      logo: launcher.brand.logo,
      siteName: launcher.brand.name,
      onClose: close,
      onGo: go,
      goAction: open && params ? launcher.openTag(params, 'dialog') : null,
    },
    guide: { open: launcher.guideOpen, onClose: launcher.closeGuide },
  };
}
