import { useEffect, useState, type ComponentType } from 'react';
import { createRemotePages } from '@steady/app-frame';
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
 * A page whose code loads on first visit, its place held meanwhile; one already here (fetched ahead)
 * renders at once. Not React.lazy: a Suspense fallback, once shown, stays at least 300 ms, longer than
 * the code usually takes to arrive. A page that cannot load throws to the remote's error boundary.
 */
function withLoading(
  load: () => Promise<ComponentType>,
  loadedPage: () => ComponentType | undefined = () => undefined,
): ComponentType {
  const LoadedPage = () => {
    const [ReadyPage, setReadyPage] = useState(loadedPage);
    useEffect(() => {
      if (ReadyPage) return;
      let current = true;
      load().then(
        (page) => current && setReadyPage(() => page),
        (error: unknown) =>
          current &&
          setReadyPage(() => {
            throw error;
          }),
      );
      return () => {
        current = false;
      };
    }, [ReadyPage]);
    return ReadyPage ? <ReadyPage /> : <PageLoading />;
  };
  return LoadedPage;
}

/** Exposed as `mf_recommendations/routes`: a page for every path route-paths.json declares (the build puts them in the manifest). */
export const pages = createRemotePages('mf_recommendations', catalogs, routePaths, {
  '/': HomePage,
  '/recommendations/:mood': withLoading(loadMoodPage, loadedMoodPage),
  '/liked': withLoading(loadLikedPage),
  '/shopping-list': withLoading(loadShoppingListPage),
});
