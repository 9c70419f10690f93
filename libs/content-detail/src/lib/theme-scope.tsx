import type { ReactNode } from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { createTheme } from '@share/ui';

/**
 * The design system needs its full theme; an app shell that provides only a primaryColor gets the
 * full theme built from that colour here, so the pages render the same inside any shell.
 */
export function DetailThemeScope({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={(outer?: DefaultTheme) => {
        const given = outer as (Partial<DefaultTheme> & { primaryColor?: string }) | undefined;
        return given?.colors && given.space ? (given as DefaultTheme) : createTheme(given?.primaryColor);
      }}
    >
      {children}
    </ThemeProvider>
  );
}
