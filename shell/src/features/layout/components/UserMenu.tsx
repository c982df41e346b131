import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authChannel, authTransitions } from '@steady/bus';
import type { User } from '@steady/contracts';
import { Button } from '@steady/ui';

const MenuRoot = styled.div`
  position: relative;
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
 * statistics (which explain themselves to the free plan), premium, logout.
 */
export function UserMenu({ user }: { user: User }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    authChannel.set(authTransitions.signedOut);
    navigate('/');
  };

  return (
    <MenuRoot ref={rootRef}>
      <Button
        $variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'userMenu.open' }, { name: user.name })}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {user.name}
      </Button>
      {open && (
        <MenuList id={menuId}>
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
  );
}
