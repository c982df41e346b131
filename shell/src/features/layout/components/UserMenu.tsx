import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { logOut } from '@steady/api-client';
import type { User } from '@steady/contracts';
import { Button } from '@steady/ui';
import { useMenuButton } from '../hooks/use-menu-button';

const MenuRoot = styled.div`
  position: relative;
  min-width: 0;
  /* On a phone the opened header menu lists the account's links itself (PhoneAccountList). */
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    display: none;
  }
`;

/** A name of any length stays on one line of the header and ends in "…"; the full name is its label. */
const NameLabel = styled.span`
  display: block;
  max-width: 14em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const PhoneAccountList = styled.ul`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(3)};
    width: 100%;
    margin: 0;
    padding: ${({ theme }) => theme.space(3)} 0 0;
    list-style: none;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
  }
`;

const PhoneName = styled.li`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MenuList = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.08);
  z-index: 5;
  /* On a phone the account button sits at the left of the opened header menu: open towards the right. */
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}) {
    left: 0;
    right: auto;
  }
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: 0;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const menuLinks = [
  { to: '/profile', label: 'userMenu.profile' },
  { to: '/liked', label: 'userMenu.liked' },
  { to: '/history', label: 'userMenu.history' },
  { to: '/journal', label: 'userMenu.journal' },
  { to: '/statistics', label: 'userMenu.statistics' },
  { to: '/premium', label: 'userMenu.premium' },
] as const;

/**
 * The signed-in user's menu (top right): profile, liked techniques, history, the premium journal and
 * statistics (which explain themselves to the free plan), premium, logout. On a phone they are listed
 * in the opened header menu itself, so Log out is one level down, not two.
 */
export function UserMenu({ user }: { user: User }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const menuId = useId();
  const { open, setOpen, rootRef, buttonRef, listRef, openWithKeys, moveWithKeys } = useMenuButton();

  const logout = () => {
    setOpen(false);
    void logOut();
    navigate('/');
  };

  return (
    <>
      <MenuRoot ref={rootRef}>
        <Button
          ref={buttonRef}
          $variant="secondary"
          onKeyDown={openWithKeys}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={intl.formatMessage({ id: 'userMenu.open' }, { name: user.name })}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <NameLabel title={user.name}>{user.name}</NameLabel>
        </Button>
        {open && (
          <MenuList id={menuId} ref={listRef} onKeyDown={moveWithKeys}>
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={() => setOpen(false)}>
                  <FormattedMessage id={link.label} />
                </Link>
              </li>
            ))}
            <li>
              <button onClick={logout}>
                <FormattedMessage id="userMenu.logout" />
              </button>
            </li>
          </MenuList>
        )}
      </MenuRoot>
      <PhoneAccountList aria-label={intl.formatMessage({ id: 'userMenu.phoneList' }, { name: user.name })}>
        <PhoneName aria-hidden="true">{user.name}</PhoneName>
        {menuLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <FormattedMessage id={link.label} />
            </Link>
          </li>
        ))}
        <li>
          <Button $variant="secondary" onClick={logout}>
            <FormattedMessage id="userMenu.logout" />
          </Button>
        </li>
      </PhoneAccountList>
    </>
  );
}
