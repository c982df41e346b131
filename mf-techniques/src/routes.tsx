import { createRemotePages, lazyPage } from '@steady/app-frame';
import { Page, Skeleton, Stack } from '@steady/ui';
import { TechniquesIndexPage } from './features/catalogue/components/TechniquesIndexPage';
import { SharePage } from './features/share';
import { catalogs } from './i18n/catalogs';
import routePaths from './route-paths.json';

// The audio page, with its players, mixer and affirmations, loads when first visited: the tools' pages
// and the list of tools never use that code, so it adds nothing to their first load. A tool's page loads
// the same way: the tools' registry (every tool's machine) is no part of the list's or the audio page's.
const loadAudioPage = () => import('./features/audio/components/AudioPage').then((page) => page.AudioPage);
const loadTechniquePage = () =>
  import('./features/catalogue/components/TechniquePage').then((page) => page.TechniquePage);

/** Holds a page's place while its code arrives, in the shape of the audio page's own loading state. */
function PageLoading() {
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
  '/techniques/:appName': lazyPage(loadTechniquePage, { Loading: PageLoading }),
  '/audio': lazyPage(loadAudioPage, { Loading: PageLoading }),
  '/share': SharePage,
});
