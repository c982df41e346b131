import { createRemotePages } from '@steady/ui';
import { AudioPage } from './features/audio/components/AudioPage';
import { TechniquePage } from './features/catalogue/components/TechniquePage';
import { TechniquesIndexPage } from './features/catalogue/components/TechniquesIndexPage';
import { catalogs } from './i18n/catalogs';

/** Exposed as `mf_techniques/routes`: a page for every path this remote owns (contracts' remoteRoutePaths). */
export const pages = createRemotePages('mf_techniques', catalogs, {
  '/techniques': TechniquesIndexPage,
  '/techniques/:appName': TechniquePage,
  '/audio': AudioPage,
});
