import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useSubscriptionRecheck } from './subscription-recheck';

// A span, so it can stand inside a sentence's paragraph as well as on its own.
const Calm = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Said where a premium lock or the way to Premium would be while billing cannot be reached and its last
 * answer did not grant Premium: the user may be paying, so nothing calls them free. Billing is asked again
 * meanwhile, and every screen follows its answer.
 */
export function SubscriptionChecking() {
  useSubscriptionRecheck();
  return (
    <Calm role="status" data-subscription-checking="">
      <FormattedMessage id="ui.subscription.checking" />
    </Calm>
  );
}
