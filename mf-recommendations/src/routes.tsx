import { createRemotePages } from '@steady/ui';
import { HomePage } from './features/home/components/HomePage';
import { LikedPage } from './features/liked/components/LikedPage';
import { MoodPage } from './features/mood/components/MoodPage';
import { ShoppingListPage } from './features/shopping-list/components/ShoppingListPage';
import { catalogs } from './i18n/catalogs';

/** Exposed as `mf_recommendations/routes`: a page for every path this remote owns (contracts' remoteRoutePaths). */
export const pages = createRemotePages('mf_recommendations', catalogs, {
  '/': HomePage,
  '/recommendations/:mood': MoodPage,
  '/liked': LikedPage,
  '/shopping-list': ShoppingListPage,
});
