import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Reminder, ReminderRequest } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { ErrorText } from '../../../shared/components/field-styles';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { ReminderForm } from './ReminderForm';
import { ReminderSummary } from './ReminderSummary';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface ReminderItemProps {
  reminder: Reminder;
  onSave: (request: ReminderRequest, id: string) => Promise<void>;
  onSetPaused: (request: ReminderRequest, id: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/** One reminder: when it rings and what it suggests, with edit, pause/resume and delete. */
export function ReminderItem({ reminder, onSave, onSetPaused, onDelete }: ReminderItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const submission = useFormSubmission();
  const { submit: run, pending: busy } = submission;

  const { id: _id, nextDueAt: _nextDueAt, ...request } = reminder;
  if (editing) {
    return (
      <Item>
        <ReminderForm
          reminder={reminder}
          onSave={async (changed) => {
            await onSave(changed, reminder.id);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </Item>
    );
  }
  return (
    <Item data-reminder={reminder.id}>
      <Stack $gap={2}>
        <ReminderSummary reminder={reminder} />
        {submission.failure && <ErrorText role="alert">{submission.failure}</ErrorText>}
        <Row $gap={2}>
          <Button $variant="secondary" onClick={() => setEditing(true)} disabled={busy}>
            <FormattedMessage id="reminders.edit" />
          </Button>
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() => void run(() => onSetPaused({ ...request, paused: !reminder.paused }, reminder.id))}
          >
            <FormattedMessage id={reminder.paused ? 'reminders.resume' : 'reminders.pause'} />
          </Button>
          <Button $variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
            <FormattedMessage id="reminders.delete" />
          </Button>
        </Row>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="reminders.delete.title" />}
          confirmLabel={<FormattedMessage id="reminders.delete.confirm" />}
          cancelLabel={<FormattedMessage id="reminders.form.cancel" />}
          busy={busy}
          onConfirm={() => void run(() => onDelete(reminder.id)).then(() => setConfirming(false))}
          onClose={() => setConfirming(false)}
        >
          <FormattedMessage id="reminders.delete.explanation" values={{ time: reminder.time }} />
        </ConfirmDialog>
      )}
    </Item>
  );
}
