import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { DefaultLogoIcon } from '../icons';
import { useImageFailed } from '../use-image-failed';
import { BANNER_DEFAULT_LOGO_ALT, DIALOG_CLOSE, DIALOG_GO, DIALOG_LATER, DIALOG_OPEN_APP_TITLE } from '../messages';
import { Modal, PanelActions, PanelBody, PanelText, PanelTitle, PrimaryAction, SecondaryAction } from '../modal/modal';

export interface OpenAppDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** In a mini program the dialog has only 关闭弹窗 (spec §2, §6). */
  miniProgram?: boolean;
  /** The message that led here, e.g. 收藏成功 or a "like in the app" prompt. */
  message?: string;
  /** The dialog's title, its accessible name. */
  title?: string;
  /** 立即前往: the feature opens or downloads the app. */
  onGo?: () => void;
  /** 再考虑下, 关闭弹窗 or a tap outside. */
  onClose: () => void;
  /** The site logo (h5_config site_logo); the default image when missing or broken. */
  logo?: string | null;
  /** Site name, the logo's text alternative. */
  siteName?: string | null;
  /** Laid over 立即前往 (WeChat's open tag, which launches the app itself). */
  goAction?: ReactNode;
}

const Badge = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
`;

const LogoImage = styled.img`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.lg};
  object-fit: cover;
`;

const GoSlot = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  button {
    border-left: 0;
  }
`;

function DialogLogo({ src, alt }: { src?: string | null; alt: string }) {
  const { failed, imgRef, onError } = useImageFailed(src);
  if (src && !failed) return <LogoImage ref={imgRef} src={src} alt={alt} onError={onError} />;
  return (
    <span role="img" aria-label={alt}>
      <DefaultLogoIcon size={48} />
    </span>
  );
}

/** Open-app dialog: 立即前往 and 再考虑下; in a mini program only 关闭弹窗. */
export function OpenAppDialog({
  open,
  miniProgram = false,
  message,
  title = DIALOG_OPEN_APP_TITLE,
  onGo,
  onClose,
  logo,
  siteName,
  goAction,
}: OpenAppDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} labelledBy={titleId} onDismiss={onClose}>
      <PanelBody>
        <Badge>
          <DialogLogo src={logo} alt={siteName || BANNER_DEFAULT_LOGO_ALT} />
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
            <GoSlot>
              <PrimaryAction type="button" onClick={onGo}>
                {DIALOG_GO}
              </PrimaryAction>
              {goAction}
            </GoSlot>
          </>
        )}
      </PanelActions>
    </Modal>
  );
}
