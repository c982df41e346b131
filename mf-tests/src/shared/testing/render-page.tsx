import { createPageRenderer } from '@steady/ui/src/testing/render-page';
import { catalogs } from '../../i18n/catalogs';

export { fakeApi } from '@steady/ui/src/testing/render-page';

/** Renders a page of this remote at `path` with its providers, as the shell would. */
export const renderPage = createPageRenderer(catalogs);
