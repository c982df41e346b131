import type { ComponentType } from 'react';

let loadedPage: ComponentType | undefined;
let request: Promise<ComponentType> | undefined;

/** The mood page's code, fetched once: ahead of a visit (a tile under the pointer) or on it. */
export function loadMoodPage(): Promise<ComponentType> {
  request ??= import('./components/MoodPage').then(
    ({ MoodPage }) => (loadedPage = MoodPage),
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}

/** The mood page when its code is already here: it then renders at once, with no loading state between. */
export const loadedMoodPage = (): ComponentType | undefined => loadedPage;
