import { createRemotePages, lazyPage } from '@steady/app-frame';
import { Page, Skeleton, Stack } from '@steady/ui';
import { TechniquePage } from './features/catalogue/components/TechniquePage';
import { TechniquesIndexPage } from './features/catalogue/components/TechniquesIndexPage';
import { SharePage } from './features/share';
import { catalogs } from './i18n/catalogs';
import routePaths from './route-paths.json';

// The audio page, with its players, mixer and affirmations, loads when first visited: the tools' pages
// and the list of tools never use that code, so it adds nothing to their first load.
const loadAudioPage = () => import('./features/audio/components/AudioPage').then((page) => page.AudioPage);

/** Holds the audio page's place while its code arrives, in the shape of the page's own loading state. */
function AudioPageLoading() {
  return (
    <Page aria-busy="true">
      <Stack $gap={4}>
        <Skeleton $height="2.4rem" />
        <Skeleton $height="12rem" />
      </Stack>
    </Page>
  );
}

/**
 * Exposed as `mf_techniques/routes`: a page for every path route-paths.json declares (the build puts them
 * in the manifest). A page whose code cannot load throws to the remote's error boundary.
 */
export const pages = createRemotePages('mf_techniques', catalogs, routePaths, {
  '/techniques': TechniquesIndexPage,
  '/techniques/:appName': TechniquePage,
  '/audio': lazyPage(loadAudioPage, { Loading: AudioPageLoading }),
  '/share': SharePage,
});
