import { FormattedMessage } from 'react-intl';
import { ButtonLink, Row } from '@steady/ui';

/** The pages that look back over the user's practice, in the order they are offered. */
const progressPages = [
  { path: '/history', labelId: 'profile.openHistory' },
  { path: '/journal', labelId: 'profile.openJournal' },
  { path: '/statistics', labelId: 'profile.openStatistics' },
  { path: '/clinician-summary', labelId: 'summary.open' },
  { path: '/medications', labelId: 'profile.openMedications' },
] as const;

/** The pages that look back over the user's practice: history, journal, statistics, summary, medications. */
export function ProgressPageLinks() {
  return (
    <Row $gap={2}>
      {progressPages.map(({ path, labelId }) => (
        <ButtonLink key={path} to={path} $variant="secondary">
          <FormattedMessage id={labelId} />
        </ButtonLink>
      ))}
    </Row>
  );
}
