import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { AppProviders } from '@steady/app-frame';
import { catalogs } from '../../../i18n/catalogs';
import { holdScreenWakeLock } from '../../../shared/alerts/screen-wake-lock';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import type { DocumentPictureInPicture } from '../model/picture-in-picture';
import { FullScreenTimer } from './FullScreenTimer';
import { TimerFace } from './TimerFace';

/*
 * Loaded on the tap that opens a timer view, never with a page. Each view is a React root of its own, so
 * it outlives the button that opened it (the running bar's row, a tool leaving the screen) and the tool
 * keeps running whatever happens to the view.
 */

const PopOutPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

function ruleCount(sheet: CSSStyleSheet): number {
  try {
    return sheet.cssRules.length;
  } catch {
    return 0;
  }
}

/**
 * The page's styles in the pop-out: the palettes, the global rules, and the rules styled-components writes
 * into the page as the timer's parts are first drawn there. Returns what copies the page's rules again
 * when they changed (called after each render of the timer; cheap when nothing was added).
 */
function mirrorStyleSheets(from: Document, to: Document): () => void {
  const mirrored = to.createElement('style');
  to.head.append(mirrored);
  let copiedRules = -1;
  for (const sheet of Array.from(from.styleSheets)) {
    // Rules of a sheet from another origin cannot be read: the pop-out links it instead.
    if (sheet.href === null || ruleCount(sheet) > 0) continue;
    const link = to.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet.href;
    to.head.append(link);
  }
  return () => {
    const sheets = Array.from(from.styleSheets);
    const rules = sheets.reduce((total, sheet) => total + ruleCount(sheet), 0);
    if (rules === copiedRules) return;
    copiedRules = rules;
    mirrored.textContent = sheets
      .filter((sheet) => ruleCount(sheet) > 0)
      .map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
      .join('\n');
  };
}

const followedAttributes = ['data-theme', 'lang'];

/** The chosen theme and the language stay the page's, also when changed while the pop-out is open. */
function followRootAttributes(from: Document, to: Document): () => void {
  const copy = () => {
    for (const name of followedAttributes) {
      const value = from.documentElement.getAttribute(name);
      if (value === null) to.documentElement.removeAttribute(name);
      else to.documentElement.setAttribute(name, value);
    }
  };
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(from.documentElement, { attributes: true, attributeFilter: followedAttributes });
  return () => observer.disconnect();
}

/** The timer in a small always-on-top window; closing that window leaves the tool running. */
export async function popOutTimer(session: AnyToolSession, api: DocumentPictureInPicture): Promise<void> {
  const popOut = await api.requestWindow({ width: 320, height: 400 });
  const popOutDocument = popOut.document;
  const followStyles = mirrorStyleSheets(document, popOutDocument);
  const stopFollowing = followRootAttributes(document, popOutDocument);
  const container = popOutDocument.createElement('div');
  popOutDocument.body.append(container);
  const root = createRoot(container);
  root.render(
    <AppProviders catalogs={catalogs}>
      <PopOutPage>
        <TimerFace session={session} owner={popOut} onDrawn={followStyles} />
      </PopOutPage>
    </AppProviders>,
  );
  popOut.addEventListener(
    'pagehide',
    () => {
      stopFollowing();
      root.unmount();
    },
    { once: true },
  );
}

let closeOpenView: (() => void) | null = null;

/** The timer over the whole page, keeping the screen on while it is open (paused or not). */
export function openFullScreenTimer(session: AnyToolSession, opener: HTMLElement | null): void {
  closeOpenView?.();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    if (closeOpenView !== close) return;
    closeOpenView = null;
    window.removeEventListener('popstate', close);
    holdScreenWakeLock('fullScreenTimer', false);
    // Once the click that asked for it is done with this root (a microtask: no timer a paused page holds).
    queueMicrotask(() => {
      root.unmount();
      container.remove();
      if (opener?.isConnected === true) opener.focus();
    });
  };
  closeOpenView = close;
  holdScreenWakeLock('fullScreenTimer', true);
  window.addEventListener('popstate', close);
  root.render(
    <AppProviders catalogs={catalogs}>
      <FullScreenTimer session={session} onBack={close} />
    </AppProviders>,
  );
}
