import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Reminder, ReminderRequest } from '@steady/contracts';
import { Button } from '@steady/ui';
import { Hint } from '../../../shared/components/field-styles';
import { useInlineForm } from '../../../shared/hooks/use-inline-form';
import { ReminderForm } from './ReminderForm';
import { ReminderItem } from './ReminderItem';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

interface ReminderListProps {
  reminders: Reminder[];
  /** Adds a reminder (no id) or replaces one. */
  onSave: (request: ReminderRequest, id?: string) => Promise<void>;
  onSetPaused: (request: ReminderRequest, id: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/** The reminders set so far (or a hint that there are none), and "Add a reminder" or the form it opens. */
export function ReminderList({ reminders, onSave, onSetPaused, onDelete }: ReminderListProps) {
  const { open: adding, show: startAdding, close: stopAdding, openerRef } = useInlineForm();
  return (
    <>
      {reminders.length === 0 && !adding && (
        <Hint>
          <FormattedMessage id="reminders.empty" />
        </Hint>
      )}
      {reminders.length > 0 && (
        <List>
          {reminders.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              onSave={onSave}
              onSetPaused={onSetPaused}
              onDelete={onDelete}
            />
          ))}
        </List>
      )}
      {adding ? (
        <ReminderForm
          onSave={async (request) => {
            await onSave(request);
            stopAdding();
          }}
          onCancel={stopAdding}
        />
      ) : (
        <div>
          <Button ref={openerRef} onClick={startAdding}>
            <FormattedMessage id="reminders.add" />
          </Button>
        </div>
      )}
    </>
  );
}
