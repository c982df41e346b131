import { FormattedMessage } from 'react-intl';

/** Billing cannot be reached: say the subscription is being checked, never that it is inactive. */
export function CheckingSubscription() {
  return (
    <div role="status">
      <p>
        <FormattedMessage id="ui.subscription.checking" />
      </p>
      <p>
        <FormattedMessage id="subscription.checking.detail" />
      </p>
    </div>
  );
}
