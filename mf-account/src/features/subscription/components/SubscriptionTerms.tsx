import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Plan, SubscriptionStatusResponse } from '@steady/contracts';
import { formatPrice } from '@steady/app-frame';

/** One text per billing interval the plan may have: a new interval cannot ship without its words. */
const trialMessageIds: Record<Plan['interval'], string> = { month: 'subscription.trialUntil.month' };

const longDate = (value: string) => <FormattedDate value={value} dateStyle="long" />;

interface SubscriptionTermsProps {
  subscription: SubscriptionStatusResponse;
  /** The plan billing serves; without it a trial still shows its end, only the price is left out. */
  plan: Plan | undefined;
}

/**
 * What happens next with the money, said plainly: when a free trial ends and what it costs after, that
 * a cancelled Premium ends on a given day with no further charge, and when it was cancelled, or until when
 * Premium is paused (nothing charged until then).
 * Renders nothing for any other subscription.
 */
export function SubscriptionTerms({ subscription, plan }: SubscriptionTermsProps) {
  const intl = useIntl();
  const { status, trialEnd, currentPeriodEnd, canceledAt, pauseResumesAt } = subscription;

  if (status === 'paused') {
    return (
      <>
        {pauseResumesAt && (
          <p>
            <FormattedMessage id="subscription.pausedUntil" values={{ date: longDate(pauseResumesAt) }} />
          </p>
        )}
        {subscription.cancelAtPeriodEnd && currentPeriodEnd && (
          <p>
            <FormattedMessage
              id="subscription.pausedCancelled"
              values={{ date: longDate(currentPeriodEnd) }}
            />
          </p>
        )}
      </>
    );
  }

  if (status === 'active' && trialEnd) {
    return (
      <p>
        {plan ? (
          <FormattedMessage
            id={trialMessageIds[plan.interval]}
            values={{ date: longDate(trialEnd), price: formatPrice(intl, plan) }}
          />
        ) : (
          <FormattedMessage id="subscription.trialUntil" values={{ date: longDate(trialEnd) }} />
        )}
      </p>
    );
  }
  const endsOn = trialEnd ?? currentPeriodEnd;
  if (status !== 'cancelPending' || !endsOn) return null;
  return (
    <>
      <p>
        <FormattedMessage
          id={trialEnd ? 'subscription.trialCancelled' : 'subscription.cancelledUntil'}
          values={{ date: longDate(endsOn) }}
        />
      </p>
      {canceledAt && (
        <p>
          <FormattedMessage id="subscription.canceledOn" values={{ date: longDate(canceledAt) }} />
        </p>
      )}
    </>
  );
}
