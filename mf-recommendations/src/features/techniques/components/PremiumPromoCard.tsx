import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatPrice, usePlan } from '@steady/app-frame';
import { ButtonLink, Skeleton, Stack } from '@steady/ui';

const Promo = styled.aside`
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.infoSurface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  @media print {
    display: none;
  }
`;

/** Price and trial come from billing's plan, so this card never disagrees with the premium page. */
function PlanLine() {
  const intl = useIntl();
  const planState = usePlan();
  if (planState.status === 'loading') return <Skeleton $height="1.55em" />;
  if (planState.status === 'failed') return null;
  const { data: plan } = planState;
  return (
    <p>
      <FormattedMessage
        id="promo.plan"
        values={{ price: formatPrice(intl, plan), trialDays: plan.trialDays }}
      />
    </p>
  );
}

/** Spec §2: shown after the second technique to everyone but premium users. */
export function PremiumPromoCard() {
  const intl = useIntl();
  return (
    <Promo aria-label={intl.formatMessage({ id: 'promo.label' })}>
      <Stack>
        <h3>
          <FormattedMessage id="promo.title" />
        </h3>
        <p>
          <FormattedMessage id="promo.text" />
        </p>
        <PlanLine />
        <div>
          <ButtonLink to="/premium">
            <FormattedMessage id="promo.action" />
          </ButtonLink>
        </div>
      </Stack>
    </Promo>
  );
}
