import { createRemotePages } from '@steady/app-frame';
import { AudioPage } from './features/audio/components/AudioPage';
import { TechniquePage } from './features/catalogue/components/TechniquePage';
import { TechniquesIndexPage } from './features/catalogue/components/TechniquesIndexPage';
import { SharePage } from './features/share';
import { catalogs } from './i18n/catalogs';
import routePaths from './route-paths.json';

/** Exposed as `mf_techniques/routes`: a page for every path route-paths.json declares (the build puts them in the manifest). */
export const pages = createRemotePages('mf_techniques', catalogs, routePaths, {
  '/techniques': TechniquesIndexPage,
  '/techniques/:appName': TechniquePage,
  '/audio': AudioPage,
  '/share': SharePage,
});
