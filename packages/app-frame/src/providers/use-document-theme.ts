import { useEffect } from 'react';
import { themeChannel, useChannel } from '@steady/bus';

/**
 * Keeps `<html data-theme>` in step with the `theme` channel: the palettes in the page's head do the
 * rest, in the shell and every remote at once.
 */
export function useDocumentTheme(): void {
  const theme = useChannel(themeChannel);
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
}
