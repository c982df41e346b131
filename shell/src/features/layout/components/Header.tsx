import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { authChannel, useChannel } from '@steady/bus';
import type { ReturnState } from '@steady/contracts';
import { userStateChannel } from '@steady/user-state';
import { Button, ButtonLink, Row } from '@steady/ui';

// Only a signed-in reader has an account menu: its code arrives when one is signed in, not with every
// first visit. The account area is empty meanwhile, as while the session is checked.
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

const HeaderBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
`;

/** On a phone the header is one row: the name and a menu button; the links open below it. */
const MenuToggle = styled(Button)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    display: inline-flex;
  }
`;

const Collapsible = styled.div<{ $open: boolean }>`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(4)};
    width: 100%;
    padding-bottom: ${({ theme }) => theme.space(2)};
    nav {
      flex-direction: column;
      gap: ${({ theme }) => theme.space(3)};
    }
  }
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
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    justify-content: flex-start;
  }
`;

export function Header() {
  const intl = useIntl();
  const auth = useChannel(authChannel);
  const { currentMood } = useChannel(userStateChannel);
  const { pathname, search } = useLocation();
  // Signing in from the header comes back to the page the user was reading.
  const returnHere: ReturnState | undefined =
    pathname === '/login' || pathname === '/register' ? undefined : { from: `${pathname}${search}` };
  // Without a picked mood, recommendations start at the home page's state tiles.
  const recommendationsPath = currentMood ? `/recommendations/${currentMood}` : '/#moods';
  const isRecommendationsPage = pathname.startsWith('/recommendations/');
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // Following a link closes the phone menu, so the new page is what the user sees.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  return (
    <HeaderBar>
      <Brand to="/" aria-label={intl.formatMessage({ id: 'brand.home' })}>
        <FormattedMessage id="brand.name" />
      </Brand>
      <MenuToggle
        $variant="secondary"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <FormattedMessage id="nav.menu" />
      </MenuToggle>
      <Collapsible id={menuId} $open={menuOpen} onClick={closeOnLink}>
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
          <NavLink to="/techniques">
            <FormattedMessage id="nav.techniques" />
          </NavLink>
          <NavLink to="/audio">
            <FormattedMessage id="nav.audio" />
          </NavLink>
        </MainNav>
        <AccountArea $gap={2}>
          {auth.isAuthenticated && auth.user ? (
            <Suspense fallback={null}>
              <UserMenu user={auth.user} />
            </Suspense>
          ) : auth.loading ? null : (
            <>
              <ButtonLink to="/login" $variant="secondary" state={returnHere}>
                <FormattedMessage id="nav.login" />
              </ButtonLink>
              <ButtonLink to="/register" state={returnHere}>
                <FormattedMessage id="nav.register" />
              </ButtonLink>
            </>
          )}
        </AccountArea>
      </Collapsible>
    </HeaderBar>
  );
}
