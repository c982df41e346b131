import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PlanResponse } from '@steady/contracts';
import { formatPrice, usePlan } from '@steady/app-frame';
import {
  Alert,
  Card,
  Lead,
  Page,
  PageTitle,
  SectionTitle,
  Skeleton,
  Stack,
  useErrorMessage,
} from '@steady/ui';
import { BenefitList } from './BenefitList';
import { PremiumAction } from './PremiumAction';

const PriceHeading = styled.h2`
  font-size: 1.5rem;
  margin: 0;
`;

/** Price, trial and guarantee, all from the one plan billing serves. */
function PlanSummary({ plan }: { plan: PlanResponse }) {
  const intl = useIntl();
  return (
    <Card aria-labelledby="premium-plan-title">
      <Stack>
        <PriceHeading id="premium-plan-title">
          <FormattedMessage id="premium.price" values={{ price: formatPrice(intl, plan) }} />
        </PriceHeading>
        {plan.trialDays > 0 && (
          <p>
            <FormattedMessage id="premium.trial" values={{ days: plan.trialDays }} />
          </p>
        )}
        <p>
          <FormattedMessage id="premium.moneyBack" values={{ days: plan.moneyBackDays }} />
        </p>
        <p>
          <FormattedMessage id="premium.cancelAnyTime" />
        </p>
        <p>
          <FormattedMessage id="premium.pauseAnyTime" />
        </p>
        <PremiumAction plan={plan} />
      </Stack>
    </Card>
  );
}

export function PremiumPage() {
  const planState = usePlan();
  const errorMessage = useErrorMessage();
  const [searchParams] = useSearchParams();
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="premium.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="premium.lead" />
      </Lead>
      <Stack $gap={5}>
        {searchParams.get('checkout') === 'canceled' && (
          <Alert tone="info">
            <FormattedMessage id="premium.checkoutCanceled" />
          </Alert>
        )}
        {planState.status === 'loading' && <Skeleton $height="12rem" />}
        {planState.status === 'failed' && (
          <Alert tone="error">
            <FormattedMessage id="subscription.error.title" />: {errorMessage(planState.error)}
          </Alert>
        )}
        {planState.status === 'ready' && <PlanSummary plan={planState.data} />}
      </Stack>
      <SectionTitle id="premium-benefits-title">
        <FormattedMessage id="premium.benefitsTitle" />
      </SectionTitle>
      <BenefitList labelledBy="premium-benefits-title" />
      <p>
        <FormattedMessage id="premium.alwaysFree" />
      </p>
      <p>
        <FormattedMessage
          id="premium.termsNote"
          values={{ terms: (text) => <Link to="/terms">{text}</Link> }}
        />
      </p>
    </Page>
  );
}
