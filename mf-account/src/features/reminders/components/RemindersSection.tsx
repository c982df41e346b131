import { FormattedMessage } from 'react-intl';
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
import { useReminders } from '../hooks/use-reminders';
import { CalendarLink } from './CalendarLink';
import { PushNotifications } from './PushNotifications';
import { QuietHoursForm } from './QuietHoursForm';
import { ReminderList } from './ReminderList';

/** The profile's reminders (premium): list, add, edit, pause, delete, quiet hours, notifications, calendar. */
export function RemindersSection() {
  const errorMessage = useErrorMessage();
  const reminders = useReminders();
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
            <ReminderList
              reminders={view.reminders}
              onSave={reminders.save}
              onSetPaused={reminders.setPaused}
              onDelete={reminders.remove}
            />
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
