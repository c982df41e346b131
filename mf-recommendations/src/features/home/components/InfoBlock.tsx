import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatPrice, usePlan } from '@steady/app-frame';
import { ButtonLink, Card, Skeleton, Stack } from '@steady/ui';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
  }
`;

const signKeys = ['home.signs.focus', 'home.signs.start', 'home.signs.restless', 'home.signs.emotions'];
const helpKeys = ['home.helps.breathe', 'home.helps.small', 'home.helps.move', 'home.helps.people'];

function BulletList({ ids }: { ids: readonly string[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </ul>
  );
}

/** Price, trial and guarantee from billing's plan: the same figures as the premium page and the terms. */
function PremiumFigures() {
  const intl = useIntl();
  const planState = usePlan();
  if (planState.status === 'loading') return <Skeleton $height="3.1em" />;
  if (planState.status === 'failed') return null;
  const { data: plan } = planState;
  return (
    <p>
      <FormattedMessage
        id="home.premium.plan"
        values={{
          price: formatPrice(intl, plan),
          trialDays: plan.trialDays,
          moneyBackDays: plan.moneyBackDays,
        }}
      />
    </p>
  );
}

/** Spec §2: the home info block about signs, what helps, and premium. */
export function InfoBlock() {
  return (
    <Columns>
      <Card aria-labelledby="home-signs-title">
        <Stack>
          <h2 id="home-signs-title">
            <FormattedMessage id="home.signs.title" />
          </h2>
          <BulletList ids={signKeys} />
          <p>
            <FormattedMessage id="home.signs.note" />
          </p>
        </Stack>
      </Card>
      <Card aria-labelledby="home-helps-title">
        <Stack>
          <h2 id="home-helps-title">
            <FormattedMessage id="home.helps.title" />
          </h2>
          <BulletList ids={helpKeys} />
        </Stack>
      </Card>
      <Card aria-labelledby="home-premium-title">
        <Stack>
          <h2 id="home-premium-title">
            <FormattedMessage id="home.premium.title" />
          </h2>
          <p>
            <FormattedMessage id="home.premium.text" />
          </p>
          <p>
            <FormattedMessage id="home.premium.free" />
          </p>
          <PremiumFigures />
          <div>
            <ButtonLink to="/premium" $variant="secondary">
              <FormattedMessage id="home.premium.action" />
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    </Columns>
  );
}
