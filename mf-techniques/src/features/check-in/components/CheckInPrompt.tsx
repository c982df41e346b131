import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HealthConsentPrompt, needsHealthConsent, useErrorMessage } from '@steady/ui';
import { useCheckIn, type RunStage } from '../hooks/use-check-in';
import { useJournalAccess } from '../hooks/use-journal-access';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
  }
`;

const Scale = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    font: inherit;
    font-weight: 600;
    min-width: 44px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.small};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

/**
 * "How do you feel, 1–5?" before a technique starts and again when it is finished: optional, one tap,
 * saved to the journal as one check-in (premium; nobody else sees it). Hidden while the technique runs.
 */
export function CheckInPrompt({ techniqueId, stage }: { techniqueId: string; stage: RunStage }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const hasJournal = useJournalAccess();
  const checkIn = useCheckIn(techniqueId, stage);
  // The answer to save again once the user consents to health data being stored.
  const lastFeeling = useRef<number | null>(null);
  if (!hasJournal || stage === 'running') return null;
  const when = stage === 'ready' ? 'before' : 'after';
  const chosen = when === 'before' ? checkIn.before : checkIn.after;
  const question = intl.formatMessage({ id: `checkIn.${when}.question` });

  return (
    <Box data-check-in={when}>
      <p>{question}</p>
      <Scale role="group" aria-label={question}>
        {[1, 2, 3, 4, 5].map((feeling) => (
          <button
            key={feeling}
            type="button"
            aria-pressed={chosen === feeling}
            aria-label={intl.formatMessage({ id: 'checkIn.score' }, { score: feeling })}
            disabled={checkIn.saving}
            onClick={() => {
              lastFeeling.current = feeling;
              checkIn.answer(feeling);
            }}
          >
            {feeling}
          </button>
        ))}
      </Scale>
      <Muted>
        <FormattedMessage id="checkIn.scale" />
      </Muted>
      <HealthConsentPrompt
        error={checkIn.error}
        onGranted={() => {
          if (lastFeeling.current !== null) checkIn.answer(lastFeeling.current);
        }}
      />
      <p role="status">
        {checkIn.error !== null && !needsHealthConsent(checkIn.error)
          ? errorMessage(checkIn.error)
          : chosen !== null && (
              <>
                <FormattedMessage id={`checkIn.${when}.saved`} />{' '}
                {when === 'after' && (
                  <Link to="/journal">
                    <FormattedMessage id="checkIn.openJournal" />
                  </Link>
                )}
              </>
            )}
      </p>
    </Box>
  );
}
