// Feedback of the page's actions (spec §8): outside a mini program a success message becomes the
// open-app dialog carrying it; inside one it is a toast. Refusals (empty, closed) are toasts.
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@share/ui';
import { detectEnvironment } from '@share/open-app';

/** Spec §9: mini-program detection runs after 500 ms. */
export const MINI_PROGRAM_DETECTION_DELAY_MS = 500;

export interface ActionDialog {
  open: boolean;
  message?: string;
}

export interface ActionFeedback {
  miniProgram: boolean;
  dialog: ActionDialog;
  /** A refusal or note: always a toast. */
  toast: (message: string) => void;
  /** A success message of spec §8: the open-app dialog outside a mini program, a toast inside. */
  success: (message: string) => void;
  /** The open-app dialog (with a message, e.g. the like prompt). */
  openApp: (message?: string) => void;
  closeDialog: () => void;
}

/** Spec §8: which way a success message is shown. */
export function successChannel(miniProgram: boolean): 'toast' | 'dialog' {
  return miniProgram ? 'toast' : 'dialog';
}

function isMiniProgramNow(): boolean {
  return typeof navigator !== 'undefined' && detectEnvironment(navigator.userAgent).isMiniProgram;
}

/** Inside the platform's own client there is no open-app dialog (issue 13): messages are toasts. */
function isOwnClientNow(): boolean {
  return typeof navigator !== 'undefined' && detectEnvironment(navigator.userAgent).isOwnClient;
}

export function useActionFeedback(): ActionFeedback {
  const toastApi = useToast();
  const [miniProgram, setMiniProgram] = useState(false);
  const [dialog, setDialog] = useState<ActionDialog>({ open: false });

  useEffect(() => {
    const timer = setTimeout(() => setMiniProgram(isMiniProgramNow()), MINI_PROGRAM_DETECTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const toast = useCallback((message: string) => toastApi.show(message), [toastApi]);
  // Inside the platform's own client there is no open-app dialog: a message becomes a toast.
  const openApp = useCallback(
    (message?: string) => {
      if (isOwnClientNow()) {
        if (message) toastApi.show(message);
        return;
      }
      setDialog({ open: true, message });
    },
    [toastApi],
  );
  const success = useCallback(
    (message: string) => {
      // Read the agent again: a tap can come before the delayed detection has run.
      if (successChannel(miniProgram || isMiniProgramNow() || isOwnClientNow()) === 'toast') toastApi.show(message);
      else setDialog({ open: true, message });
    },
    [miniProgram, toastApi],
  );
  const closeDialog = useCallback(() => setDialog({ open: false }), []);
  return { miniProgram, dialog, toast, success, openApp, closeDialog };
}
