import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** `danger`: an action that cannot be undone (deleting the account), in the error colour. */
type Variant = 'primary' | 'secondary' | 'quiet' | 'danger';

const buttonLook = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.round};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 150ms ease;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
            &:hover:not(:disabled) {
              background: ${theme.colors.surfaceMuted};
            }
          `
        : $variant === 'danger'
          ? css`
              background: ${theme.colors.errorSurface};
              border-color: ${theme.colors.error};
              color: ${theme.colors.error};
              &:hover:not(:disabled) {
                background: ${theme.colors.surface};
              }
            `
          : css`
              background: transparent;
              border-color: transparent;
              color: ${theme.colors.primary};
              &:hover:not(:disabled) {
                text-decoration: underline;
              }
            `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<{ type?: string }>(({ type }) => ({ type: type ?? 'button' }))<{
  $variant?: Variant;
}>`
  ${buttonLook}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonLook}
`;
