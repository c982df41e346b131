import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { languageChannel } from '@steady/bus';
import { pauseMonthChoices, type SubscriptionStatusResponse } from '@steady/contracts';
import { Alert, Stack } from '@steady/ui';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { pauseSubscription } from '../api/subscription-api';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

type PauseMonths = (typeof pauseMonthChoices)[number];

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

/** The day Premium comes back, as billing counts it: the same day of the month, `months` months on. */
function resumeDate(months: PauseMonths): Date {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

interface PauseDialogProps {
  onPaused: (subscription: SubscriptionStatusResponse) => void;
  onClose: () => void;
}

/** Pause for 1, 2 or 3 months, the date Premium resumes shown before anything is confirmed. */
export function PauseDialog({ onPaused, onClose }: PauseDialogProps) {
  const [months, setMonths] = useState<PauseMonths>(1);
  const { run, pending, failed } = useSubscriptionChange(pauseSubscription, onPaused);
  const resumesOn = <FormattedDate value={resumeDate(months)} dateStyle="long" />;
  return (
    <ConfirmDialog
      title={<FormattedMessage id="subscription.pause.title" />}
      confirmLabel={
        <FormattedMessage
          id={pending ? 'subscription.pause.pending' : 'subscription.pause.confirm'}
          values={{ date: resumesOn }}
        />
      }
      cancelLabel={<FormattedMessage id="subscription.pause.keep" />}
      busy={pending}
      onConfirm={() => void run({ months, language: languageChannel.get() })}
      onClose={onClose}
    >
      <Stack>
        <p>
          <FormattedMessage id="subscription.pause.lead" />
        </p>
        <Choices>
          <legend>
            <FormattedMessage id="subscription.pause.length" />
          </legend>
          {pauseMonthChoices.map((choice) => (
            <Choice key={choice}>
              <input
                type="radio"
                name="pause-months"
                value={choice}
                checked={months === choice}
                onChange={() => setMonths(choice)}
              />
              <FormattedMessage id="subscription.pause.months" values={{ months: choice }} />
            </Choice>
          ))}
        </Choices>
        <p aria-live="polite">
          <FormattedMessage id="subscription.pause.resumesOn" values={{ date: resumesOn }} />
        </p>
        {failed && (
          <Alert tone="error">
            <FormattedMessage id="subscription.error.pause" />
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
