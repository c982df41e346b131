import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { moods } from '@steady/contracts';
import { ButtonLink, Lead, Page, PageTitle, Row } from '@steady/ui';

const TileGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  min-height: 120px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

export function HomePage() {
  const intl = useIntl();
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="home.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="home.lead" />
      </Lead>
      <TileGrid aria-label={intl.formatMessage({ id: 'home.tiles' })}>
        {moods.map((mood) => (
          <li key={mood}>
            <Tile to={`/recommendations/${mood}`}>
              <FormattedMessage id={`mood.${mood}`} />
            </Tile>
          </li>
        ))}
        <li>
          <Tile to="/short-test">
            <FormattedMessage id="home.unknown" />
          </Tile>
        </li>
      </TileGrid>
      <Row>
        <ButtonLink to="/adhd-test">
          <FormattedMessage id="home.adhdTest" />
        </ButtonLink>
        <ButtonLink to="/shopping-list" $variant="secondary">
          <FormattedMessage id="home.shoppingList" />
        </ButtonLink>
      </Row>
    </Page>
  );
}
