import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Stack } from '@steady/ui';
import type { ProfileGroupId } from '../hooks/use-profile-groups';

const Disclosure = styled.details`
  > summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 56px;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron drawn with borders: no text, so screen readers hear only the title and "expanded". */
  > summary::after {
    content: '';
    flex-shrink: 0;
    width: 10px;
    height: 10px;
    margin-left: auto;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
  &[open] > summary::after {
    transform: rotate(225deg);
  }
  &[open] > summary {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  strong {
    font-size: 1.2rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface ProfileGroupProps {
  id: ProfileGroupId;
  /** Open when the page opens; the reader opens and closes it freely after that. */
  initiallyOpen: boolean;
  /** What the group holds, when it differs from the usual (an account without a password). */
  holdsId?: string;
  children: ReactNode;
}

/** One titled group of /profile that opens and closes (native disclosure: keyboard and screen readers included). */
export function ProfileGroup({ id, initiallyOpen, holdsId, children }: ProfileGroupProps) {
  return (
    <Disclosure id={id} data-profile-group={id} open={initiallyOpen}>
      <summary>
        <Title>
          <strong>
            <FormattedMessage id={`profile.group.${id}.title`} />
          </strong>
          <span>
            <FormattedMessage id={holdsId ?? `profile.group.${id}.holds`} />
          </span>
        </Title>
      </summary>
      <Stack $gap={5}>{children}</Stack>
    </Disclosure>
  );
}
