import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { authChannel, useChannel } from '@steady/bus';
import { userStateChannel } from '@steady/user-state';
import { ButtonLink, Row } from '@steady/ui';
import { UserMenu } from './UserMenu';

const HeaderBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-size: 1.3rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const MainNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

/** Reserves the account area's width while the stored session is checked, so nothing jumps. */
const AccountArea = styled(Row)`
  min-width: 200px;
  justify-content: flex-end;
`;

export function Header() {
  const intl = useIntl();
  const auth = useChannel(authChannel);
  const { currentMood } = useChannel(userStateChannel);
  const { pathname } = useLocation();
  // Without a picked mood, recommendations start at the home page's state tiles.
  const recommendationsPath = currentMood ? `/recommendations/${currentMood}` : '/#moods';
  const isRecommendationsPage = pathname.startsWith('/recommendations/');

  return (
    <HeaderBar>
      <Brand to="/" aria-label={intl.formatMessage({ id: 'brand.home' })}>
        <FormattedMessage id="brand.name" />
      </Brand>
      <MainNav aria-label={intl.formatMessage({ id: 'nav.main' })}>
        <NavLink to="/" end>
          <FormattedMessage id="nav.home" />
        </NavLink>
        <Link
          to={recommendationsPath}
          className={isRecommendationsPage ? 'active' : undefined}
          aria-current={isRecommendationsPage ? 'page' : undefined}
        >
          <FormattedMessage id="nav.recommendations" />
        </Link>
        <NavLink to="/shopping-list">
          <FormattedMessage id="nav.shoppingList" />
        </NavLink>
        <NavLink to="/audio">
          <FormattedMessage id="nav.audio" />
        </NavLink>
      </MainNav>
      <AccountArea $gap={2}>
        {auth.isAuthenticated && auth.user ? (
          <UserMenu user={auth.user} />
        ) : auth.loading ? null : (
          <>
            <ButtonLink to="/login" $variant="secondary">
              <FormattedMessage id="nav.login" />
            </ButtonLink>
            <ButtonLink to="/register">
              <FormattedMessage id="nav.register" />
            </ButtonLink>
          </>
        )}
      </AccountArea>
    </HeaderBar>
  );
}
