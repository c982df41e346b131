import { createRemotePages } from '@steady/app-frame';
import { AdhdResultPage } from './features/adhd-test/components/AdhdResultPage';
import { AdhdTestPage } from './features/adhd-test/components/AdhdTestPage';
import { ShortTestPage } from './features/short-test/components/ShortTestPage';
import { catalogs } from './i18n/catalogs';
import routePaths from './route-paths.json';

/** Exposed as `mf_tests/routes`: a page for every path route-paths.json declares (the build puts them in the manifest). */
export const pages = createRemotePages('mf_tests', catalogs, routePaths, {
  '/adhd-test': AdhdTestPage,
  '/adhd-test/result/:resultId': AdhdResultPage,
  '/short-test': ShortTestPage,
});
