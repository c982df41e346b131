import { renderStandaloneRemote } from '@steady/app-frame/standalone';
import { catalogs } from './i18n/catalogs';
import { pages } from './routes';

/** Standalone mode: this remote alone under a minimal frame, as QA opens it. */
renderStandaloneRemote({ remoteName: 'mf_account', catalogs, pages, publicPath: __webpack_public_path__ });
