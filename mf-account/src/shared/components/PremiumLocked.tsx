import { FormattedMessage } from 'react-intl';
import { ButtonLink, Card, Stack } from '@steady/ui';

/**
 * What a free user sees on a premium page: what it offers and the way to Premium. Nothing of their data is
 * fetched or shown (the server refuses it anyway).
 */
export function PremiumLocked({ feature }: { feature: 'journal' | 'statistics' }) {
  return (
    <Card aria-labelledby="premium-locked-title" data-premium-locked={feature}>
      <Stack>
        <h2 id="premium-locked-title">
          <FormattedMessage id={`locked.${feature}.title`} />
        </h2>
        <p>
          <FormattedMessage id={`locked.${feature}.text`} />
        </p>
        <div>
          <ButtonLink to="/premium">
            <FormattedMessage id="locked.seePremium" />
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
