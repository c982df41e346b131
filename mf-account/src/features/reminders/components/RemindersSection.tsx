import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Row,
  SectionTitle,
  Skeleton,
  Stack,
  useErrorMessage,
} from '@steady/ui';
import { Hint } from '../../../shared/components/field-styles';
import { useReminders } from '../hooks/use-reminders';
import { CalendarLink } from './CalendarLink';
import { PushNotifications } from './PushNotifications';
import { QuietHoursForm } from './QuietHoursForm';
import { ReminderForm } from './ReminderForm';
import { ReminderItem } from './ReminderItem';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The profile's reminders (premium): list, add, edit, pause, delete, quiet hours, notifications, calendar. */
export function RemindersSection() {
  const errorMessage = useErrorMessage();
  const reminders = useReminders();
  const [adding, setAdding] = useState(false);
  const { view } = reminders;

  return (
    <Card aria-labelledby="reminders-title" data-reminders={view.status}>
      <Stack>
        <SectionTitle id="reminders-title">
          <FormattedMessage id="reminders.title" />
        </SectionTitle>
        <p>
          <FormattedMessage id="reminders.lead" />
        </p>
        {view.status === 'loading' && <Skeleton $height="8rem" />}
        {view.status === 'locked' && (
          <>
            <p>
              <FormattedMessage id="reminders.locked" />
            </p>
            <div>
              <ButtonLink to="/premium">
                <FormattedMessage id="locked.seePremium" />
              </ButtonLink>
            </div>
          </>
        )}
        {view.status === 'failed' && (
          <Alert tone="error">
            <Row>
              <span>
                <FormattedMessage id="reminders.loadFailed" /> {errorMessage(view.error)}
              </span>
              <Button $variant="secondary" onClick={reminders.retry}>
                <FormattedMessage id="history.retry" />
              </Button>
            </Row>
          </Alert>
        )}
        {view.status === 'ready' && (
          <>
            {view.reminders.length === 0 && !adding && (
              <Hint>
                <FormattedMessage id="reminders.empty" />
              </Hint>
            )}
            {view.reminders.length > 0 && (
              <List>
                {view.reminders.map((reminder) => (
                  <ReminderItem
                    key={reminder.id}
                    reminder={reminder}
                    onSave={reminders.save}
                    onDelete={reminders.remove}
                  />
                ))}
              </List>
            )}
            {adding ? (
              <ReminderForm
                onSave={async (request) => {
                  await reminders.save(request);
                  setAdding(false);
                }}
                onCancel={() => setAdding(false)}
              />
            ) : (
              <div>
                <Button onClick={() => setAdding(true)}>
                  <FormattedMessage id="reminders.add" />
                </Button>
              </div>
            )}
            <PushNotifications />
            <QuietHoursForm quietHours={view.quietHours} onSave={reminders.saveQuietHours} />
            <CalendarLink
              calendarUrl={view.calendarUrl}
              onRenew={reminders.renewCalendarLink}
              onRevoke={reminders.revokeCalendarLink}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
