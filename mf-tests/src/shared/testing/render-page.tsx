import { createPageRenderer } from '@steady/app-frame/testing';
import { catalogs } from '../../i18n/catalogs';

export { fakeApi } from '@steady/app-frame/testing';

/** Renders a page of this remote at `path` with its providers, as the shell would. */
export const renderPage = createPageRenderer(catalogs);
