import { useId } from 'react';
import styled from 'styled-components';
import { DefaultLogoIcon } from '../icons';
import { DIALOG_CLOSE, DIALOG_GO, DIALOG_LATER, DIALOG_OPEN_APP_TITLE } from '../messages';
import {
  Modal,
  PanelActions,
  PanelBody,
  PanelText,
  PanelTitle,
  PrimaryAction,
  SecondaryAction,
} from '../modal/modal';

export interface OpenAppDialogProps {
  open: boolean;
  /** In a mini program the dialog has only 关闭弹窗 (spec §2, §6). */
  miniProgram?: boolean;
  /** The message that led here, e.g. 收藏成功 or a "like in the app" prompt. */
  message?: string;
  title?: string;
  /** 立即前往: the feature opens or downloads the app. */
  onGo?: () => void;
  /** 再考虑下, 关闭弹窗 or a tap outside. */
  onClose: () => void;
}

const Badge = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Open-app dialog: 立即前往 and 再考虑下; in a mini program only 关闭弹窗. */
export function OpenAppDialog({
  open,
  miniProgram = false,
  message,
  title = DIALOG_OPEN_APP_TITLE,
  onGo,
  onClose,
}: OpenAppDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} labelledBy={titleId} onDismiss={onClose}>
      <PanelBody>
        <Badge>
          <DefaultLogoIcon size={48} />
        </Badge>
        <PanelTitle id={titleId}>{message ?? title}</PanelTitle>
        {message ? <PanelText>{title}</PanelText> : null}
      </PanelBody>
      <PanelActions>
        {miniProgram ? (
          <PrimaryAction type="button" onClick={onClose}>
            {DIALOG_CLOSE}
          </PrimaryAction>
        ) : (
          <>
            <SecondaryAction type="button" onClick={onClose}>
              {DIALOG_LATER}
            </SecondaryAction>
            <PrimaryAction type="button" onClick={onGo}>
              {DIALOG_GO}
            </PrimaryAction>
          </>
        )}
      </PanelActions>
    </Modal>
  );
}
