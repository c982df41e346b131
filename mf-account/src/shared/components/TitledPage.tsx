import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle } from '@steady/ui';

/**
 * An account page's title and lead around `children`. A page that waits for the stored session's check
 * renders it around its placeholder too, so the title and lead paint before that answer and stay after it.
 */
export function TitledPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id={title} />
      </PageTitle>
      <Lead>
        <FormattedMessage id={lead} />
      </Lead>
      {children}
    </Page>
  );
}
