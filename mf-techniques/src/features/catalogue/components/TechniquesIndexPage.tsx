import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { appNames } from '@steady/contracts';
import { Lead, Page, PageTitle } from '@steady/ui';

/** Every tool, directly reachable: the page QA uses in standalone mode. */
export function TechniquesIndexPage() {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="techniques.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="techniques.lead" />
      </Lead>
      <ul>
        {appNames.map((appName) => (
          <li key={appName}>
            <Link to={`/techniques/${appName}`}>
              <FormattedMessage id={`app.${appName}`} />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
