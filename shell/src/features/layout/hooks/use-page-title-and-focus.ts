import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

/**
 * Every page names itself: the tab title is the page's `h1` and the app's name ("Anxiety — Steady"), in the
 * reader's language, and after each navigation focus moves to that heading, so a screen reader announces
 * the new page and keyboard users start from its top. The first page load keeps the browser's own focus.
 */
export function usePageTitleAndFocus(mainId: string) {
  const { pathname } = useLocation();
  const appName = useIntl().formatMessage({ id: 'brand.name' });
  const isFirstPage = useRef(true);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const moveFocus = !isFirstPage.current;
    isFirstPage.current = false;
    let namedAfter: string | null = null;
    let focused = false;

    const follow = () => {
      const heading = main.querySelector('h1');
      const text = heading?.textContent?.trim() ?? '';
      if (!heading || text === '') return;
      // Only a new heading renames the tab, so a running tool's countdown in the title is left alone.
      if (text !== namedAfter) {
        namedAfter = text;
        document.title = `${text} — ${appName}`;
      }
      const focusIsLost = document.activeElement === document.body || !main.contains(document.activeElement);
      if (moveFocus && !focused && focusIsLost) {
        focused = true;
        heading.tabIndex = -1;
        heading.focus();
      }
    };

    follow();
    const observer = new MutationObserver(follow);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    // Watching for the whole visit: pages arrive from remotes at their own pace, and a language switch
    // renames the heading.
    return () => observer.disconnect();
  }, [appName, mainId, pathname]);
}
