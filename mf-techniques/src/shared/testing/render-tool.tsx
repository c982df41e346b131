import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@steady/app-frame';
import { catalogs } from '../../i18n/catalogs';
import { discardAllSessions } from '../session/session-store';

export { flushPromises } from '@steady/app-frame/testing';

// Sessions outlive their views by design: every test starts with none, and nothing kept from the last
// (nor which tools this "device" has started before).
afterEach(() => {
  act(() => discardAllSessions());
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** Renders a tool or page as the remote does: this remote's catalogs and the shared theme, under a router. */
export function renderWithProviders(element: ReactElement, initialPath = '/'): RenderResult {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <AppProviders catalogs={catalogs}>{element}</AppProviders>
    </MemoryRouter>,
  );
}

/**
 * Lets `ms` of fake time pass (jest's fake timers move `Date.now()`, `performance.now()`, timeouts and
 * animation frames together) and flushes what React renders in response.
 */
export function advanceTime(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** One frame of a 60 Hz screen, as jest's fake animation frames come. */
const frameMs = 16;

/**
 * Lets the page paint its next frame and run the task after it, where what waits for the paint runs
 * (after-next-paint): a frame and a millisecond of fake time (jest runs a 0 ms timeout 1 ms later).
 * Returns the fake time it let pass.
 */
export function paintNextFrame(): number {
  const elapsedMs = frameMs + 1;
  advanceTime(elapsedMs);
  return elapsedMs;
}

/** What a reload does to the page: it goes (keeping each session), every session in memory is gone; sessionStorage stays. */
export function reload(unmount: () => void): void {
  window.dispatchEvent(new Event('pagehide'));
  unmount();
  act(() => discardAllSessions());
}

export function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-testid="phase-announcer"]');
  if (!region) throw new Error('The tool has no phase announcer');
  return region;
}
