import { FormattedMessage } from 'react-intl';
import type { SubscriptionStatus } from '@steady/contracts';
import { Card, SectionTitle } from '@steady/ui';

/** The profile's subscription block: the status in words. */
export function SubscriptionBlock({ status }: { status: SubscriptionStatus }) {
  return (
    <Card aria-labelledby="subscription-title">
      <SectionTitle id="subscription-title">
        <FormattedMessage id="subscription.title" />
      </SectionTitle>
      <p>
        <FormattedMessage id={`subscription.status.${status}`} />
      </p>
    </Card>
  );
}
