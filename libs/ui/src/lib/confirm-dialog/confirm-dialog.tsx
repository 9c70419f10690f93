import { useId, type ReactNode } from 'react';
import { CONFIRM_CANCEL, CONFIRM_OK } from '../messages';
import { Modal, PanelActions, PanelBody, PanelText, PanelTitle, PrimaryAction, SecondaryAction } from '../modal/modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, the dialog's accessible name. */
  title: string;
  /** Text under the title. */
  description?: ReactNode;
  /** The confirming button's label. */
  confirmText?: string;
  /** The cancelling button's label. */
  cancelText?: string;
  /** The confirming button was pressed. */
  onConfirm: () => void;
  /** The cancelling button was pressed, or the dialog dismissed (Escape, a tap outside). */
  onCancel: () => void;
}

/** A yes/no question, e.g. the logout confirmation of spec §4. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmText = CONFIRM_OK,
  cancelText = CONFIRM_CANCEL,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} labelledBy={titleId} onDismiss={onCancel}>
      <PanelBody>
        <PanelTitle id={titleId}>{title}</PanelTitle>
        {description ? <PanelText>{description}</PanelText> : null}
      </PanelBody>
      <PanelActions>
        <SecondaryAction type="button" onClick={onCancel}>
          {cancelText}
        </SecondaryAction>
        <PrimaryAction type="button" onClick={onConfirm}>
          {confirmText}
        </PrimaryAction>
      </PanelActions>
    </Modal>
  );
}
