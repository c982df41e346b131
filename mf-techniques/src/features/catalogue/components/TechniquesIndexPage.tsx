import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { appNames } from '@steady/contracts';
import { Lead, Page, PageTitle } from '@steady/ui';

const ToolGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0;
  display: grid;
  /* minmax(0, …): a long Russian name wraps inside its tile instead of widening the page. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const ToolLink = styled(Link)`
  display: flex;
  align-items: center;
  height: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
  text-decoration: none;
  transition: border-color 150ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** `/techniques`: every tool, one tap away, with its safety notes and check-in on its own page. */
export function TechniquesIndexPage() {
  const intl = useIntl();
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="techniques.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="techniques.lead" />
      </Lead>
      <ToolGrid aria-label={intl.formatMessage({ id: 'techniques.title' })}>
        {appNames.map((appName) => (
          <li key={appName}>
            <ToolLink to={`/techniques/${appName}`}>
              <FormattedMessage id={`app.${appName}`} />
            </ToolLink>
          </li>
        ))}
      </ToolGrid>
    </Page>
  );
}
