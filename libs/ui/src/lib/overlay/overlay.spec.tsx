import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '../readable-colors';
import { zIndices } from '../theme';
import { BottomSheet } from './bottom-sheet';
import { Overlay } from './overlay';

function Opener({ layer }: { layer?: 'overlay' | 'popup' }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={defaultTheme}>
      <header style={{ position: 'sticky', zIndex: 1 }}>
        <button type="button" onClick={() => setOpen(true)}>
          打开
        </button>
      </header>
      <Overlay open={open} onClose={() => setOpen(false)} label="对话框" layer={layer} maskTestId="mask">
        <button type="button">第一</button>
        <input aria-label="中间" />
        <button type="button" onClick={() => setOpen(false)}>
          最后
        </button>
      </Overlay>
    </ThemeProvider>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Overlay', () => {
  it('renders nothing while closed', () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a labelled modal dialog in <body>, outside any bar of the page', () => {
    const { container } = render(<Opener />);
    openDialog();
    const dialog = screen.getByRole('dialog', { name: '对话框' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('takes its layer from the theme scale, above every bar', () => {
    render(<Opener />);
    openDialog();
    expect(getComputedStyle(screen.getByTestId('mask')).zIndex).toBe(String(zIndices.overlay));
    expect(zIndices.overlay).toBeGreaterThan(
      Math.max(zIndices.header, zIndices.commentBar, zIndices.banner, zIndices.nav, zIndices.floating),
    );
    expect(zIndices.toast).toBeGreaterThan(zIndices.popup);
    expect(zIndices.popup).toBeGreaterThan(zIndices.overlay);
  });

  it('moves focus in and keeps Tab and Shift+Tab inside', () => {
    render(<Opener />);
    openDialog();
    const first = screen.getByRole('button', { name: '第一' });
    const last = screen.getByRole('button', { name: '最后' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(first).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    render(<Opener />);
    const opener = openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a tap on the mask, not on a tap inside', () => {
    render(<Opener />);
    const opener = openDialog();
    fireEvent.click(screen.getByRole('textbox', { name: '中间' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the popup layer sits above an overlay', () => {
    render(<Opener layer="popup" />);
    openDialog();
    expect(getComputedStyle(screen.getByTestId('mask')).zIndex).toBe(String(zIndices.popup));
  });
});

describe('BottomSheet', () => {
  it('answers Escape only for the top one of two open overlays', () => {
    const onSheetClose = jest.fn();
    const onPopupClose = jest.fn();
    render(
      <ThemeProvider theme={defaultTheme}>
        <BottomSheet open onClose={onSheetClose} label="面板">
          <button type="button">面板按钮</button>
        </BottomSheet>
        <Overlay open onClose={onPopupClose} label="弹窗" layer="popup">
          <button type="button">弹窗按钮</button>
        </Overlay>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: '弹窗按钮' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onPopupClose).toHaveBeenCalledTimes(1);
    expect(onSheetClose).not.toHaveBeenCalled();
  });
});
