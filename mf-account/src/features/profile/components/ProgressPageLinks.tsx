import { FormattedMessage } from 'react-intl';
import { ButtonLink, Row } from '@steady/ui';

/** The pages that look back over the user's practice: history, journal, statistics, summary, medications. */
export function ProgressPageLinks() {
  return (
    <Row $gap={2}>
      <ButtonLink to="/history" $variant="secondary">
        <FormattedMessage id="profile.openHistory" />
      </ButtonLink>
      <ButtonLink to="/journal" $variant="secondary">
        <FormattedMessage id="profile.openJournal" />
      </ButtonLink>
      <ButtonLink to="/statistics" $variant="secondary">
        <FormattedMessage id="profile.openStatistics" />
      </ButtonLink>
      <ButtonLink to="/clinician-summary" $variant="secondary">
        <FormattedMessage id="summary.open" />
      </ButtonLink>
      <ButtonLink to="/medications" $variant="secondary">
        <FormattedMessage id="profile.openMedications" />
      </ButtonLink>
    </Row>
  );
}
