import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRemotePages, Page, Skeleton, Stack } from '@steady/ui';
import { HomePage } from './features/home/components/HomePage';
import { catalogs } from './i18n/catalogs';

// Home is the first screen of the app and ships with the routes module; the other pages, with the
// technique entries, likes and jotai behind them, load when first visited.
const MoodPage = lazy(() =>
  import('./features/mood/components/MoodPage').then((page) => ({ default: page.MoodPage })),
);
const LikedPage = lazy(() =>
  import('./features/liked/components/LikedPage').then((page) => ({ default: page.LikedPage })),
);
const ShoppingListPage = lazy(() =>
  import('./features/shopping-list/components/ShoppingListPage').then((page) => ({
    default: page.ShoppingListPage,
  })),
);

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

function withLoading(LazyPage: LazyExoticComponent<ComponentType>): ComponentType {
  const LoadedPage = () => (
    <Suspense fallback={<PageLoading />}>
      <LazyPage />
    </Suspense>
  );
  return LoadedPage;
}

/** Exposed as `mf_recommendations/routes`: a page for every path this remote owns (contracts' remoteRoutePaths). */
export const pages = createRemotePages('mf_recommendations', catalogs, {
  '/': HomePage,
  '/recommendations/:mood': withLoading(MoodPage),
  '/liked': withLoading(LikedPage),
  '/shopping-list': withLoading(ShoppingListPage),
});
