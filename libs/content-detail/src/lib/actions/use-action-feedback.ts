// Feedback of the page's actions (spec §8): outside a mini program a success message becomes the
// open-app dialog carrying it; inside one it is a toast. Refusals (empty, closed) are toasts.
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@share/ui';
import { detectEnvironment } from '@share/wx-share';

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

export function useActionFeedback(): ActionFeedback {
  const toastApi = useToast();
  const [miniProgram, setMiniProgram] = useState(false);
  const [dialog, setDialog] = useState<ActionDialog>({ open: false });

  useEffect(() => {
    const timer = setTimeout(() => setMiniProgram(isMiniProgramNow()), MINI_PROGRAM_DETECTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const toast = useCallback((message: string) => toastApi.show(message), [toastApi]);
  const openApp = useCallback((message?: string) => setDialog({ open: true, message }), []);
  const success = useCallback(
    (message: string) => {
      // Read the agent again: a tap can come before the delayed detection has run.
      if (successChannel(miniProgram || isMiniProgramNow()) === 'toast') toastApi.show(message);
      else setDialog({ open: true, message });
    },
    [miniProgram, toastApi],
  );
  const closeDialog = useCallback(() => setDialog({ open: false }), []);
  return { miniProgram, dialog, toast, success, openApp, closeDialog };
}
