import { createRemotePages, lazyPage } from '@steady/app-frame';
import { Page, Skeleton, Stack } from '@steady/ui';
import { HomePage } from './features/home/components/HomePage';
import { loadedMoodPage, loadMoodPage } from './features/mood/load-mood-page';
import { catalogs } from './i18n/catalogs';
import routePaths from './route-paths.json';

// Home is the first screen of the app and ships with the routes module; the other pages, with the
// technique entries and likes behind them, load when first visited (the mood page possibly
// sooner, see load-mood-page.ts).
const loadLikedPage = () => import('./features/liked/components/LikedPage').then((page) => page.LikedPage);
const loadShoppingListPage = () =>
  import('./features/shopping-list/components/ShoppingListPage').then((page) => page.ShoppingListPage);

/** Holds the page's place while its code arrives, in the shape the page's own loading state has. */
function PageLoading() {
  return (
    <Page aria-busy="true">
      <Stack $gap={5}>
        <Skeleton $height="2.4rem" />
        <Skeleton $height="4.7em" />
        <Skeleton $height="10rem" />
      </Stack>
    </Page>
  );
}

/**
 * Exposed as `mf_recommendations/routes`: a page for every path route-paths.json declares (the build puts
 * them in the manifest). A page whose code cannot load throws to the remote's error boundary.
 */
export const pages = createRemotePages('mf_recommendations', catalogs, routePaths, {
  '/': HomePage,
  '/recommendations/:mood': lazyPage(loadMoodPage, { Loading: PageLoading, loaded: loadedMoodPage }),
  '/liked': lazyPage(loadLikedPage, { Loading: PageLoading }),
  '/shopping-list': lazyPage(loadShoppingListPage, { Loading: PageLoading }),
});
