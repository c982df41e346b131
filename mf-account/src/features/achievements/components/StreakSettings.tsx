import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { maxDayStartHour, type UserSettings } from '@steady/contracts';
import { Card, SectionTitle, Skeleton, Stack, useErrorMessage } from '@steady/ui';
import { useStreakSettings } from '../hooks/use-streak-settings';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 44px;
    max-width: 16rem;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

const hours = Array.from({ length: maxDayStartHour + 1 }, (_, hour) => hour);

/** When the user's day starts, and whether streaks show at all; each change is saved at once. */
export function StreakSettings({ onSaved }: { onSaved: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const dayStartId = useId();
  const hintId = useId();
  const { loaded, settings, save, change } = useStreakSettings(onSaved);
  const update = (changes: Partial<UserSettings>) => settings && void change({ ...settings, ...changes });
  const hourLabel = (hour: number) =>
    intl.formatTime(Date.UTC(2026, 0, 1, hour), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

  return (
    <Card aria-labelledby="streak-settings-title">
      <SectionTitle id="streak-settings-title">
        <FormattedMessage id="streakSettings.title" />
      </SectionTitle>
      {loaded.status === 'failed' && !settings ? (
        <p role="alert">{errorMessage(loaded.error)}</p>
      ) : !settings ? (
        <Skeleton $height="6rem" />
      ) : (
        <Stack>
          <Field>
            <label htmlFor={dayStartId}>
              <FormattedMessage id="streakSettings.dayStart" />
            </label>
            <select
              id={dayStartId}
              aria-describedby={hintId}
              value={settings.dayStartHour}
              onChange={(event) => update({ dayStartHour: Number(event.target.value) })}
            >
              {hours.map((hour) => (
                <option key={hour} value={hour}>
                  {hour === 0 ? intl.formatMessage({ id: 'streakSettings.midnight' }) : hourLabel(hour)}
                </option>
              ))}
            </select>
            <Hint id={hintId}>
              <FormattedMessage id="streakSettings.dayStartHint" />
            </Hint>
          </Field>
          <CheckboxLabel>
            <input
              type="checkbox"
              checked={settings.hideStreaks}
              onChange={(event) => update({ hideStreaks: event.target.checked })}
            />
            <FormattedMessage id="streakSettings.hide" />
          </CheckboxLabel>
          <p role="status">
            {save.succeeded && <FormattedMessage id="streakSettings.saved" />}
            {save.failure}
          </p>
        </Stack>
      )}
    </Card>
  );
}
