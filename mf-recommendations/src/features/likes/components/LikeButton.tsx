import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TechniqueEntry } from '@steady/contracts';
import { Row } from '@steady/ui';
import { useLikeIntent, useLikeReturnState } from '../hooks/use-like-intent';
import { useLikeToggle } from '../hooks/useLikes';

const HeartButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  @media print {
    display: none;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p<{ $tone: 'info' | 'error' }>`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Heart toggle with the like count; guests are asked to log in, failures say so (spec §6, §8). */
export function LikeButton({ technique }: { technique: Pick<TechniqueEntry, 'id' | 'likes' | 'name'> }) {
  const intl = useIntl();
  const { liked, count, status, ready, signedIn, toggle } = useLikeToggle(technique);
  const returnState = useLikeReturnState(technique.id);
  useLikeIntent(technique.id, { ready, signedIn, liked }, toggle);
  return (
    <Row $gap={2}>
      <HeartButton
        aria-pressed={liked}
        aria-label={intl.formatMessage({ id: 'likes.button' }, { name: technique.name })}
        disabled={!ready || status === 'saving'}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={liked} />
      </HeartButton>
      <Count>
        <FormattedMessage id="likes.count" values={{ count }} />
      </Count>
      {status === 'loginRequired' && (
        <Note $tone="info" role="status">
          <FormattedMessage id="likes.loginRequired" />{' '}
          <Link to="/login" state={returnState}>
            <FormattedMessage id="likes.logIn" />
          </Link>
        </Note>
      )}
      {status === 'failed' && (
        <Note $tone="error" role="alert">
          <FormattedMessage id="likes.failed" />
        </Note>
      )}
    </Row>
  );
}
