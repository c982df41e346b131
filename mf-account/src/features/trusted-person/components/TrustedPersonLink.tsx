import { FormattedMessage } from 'react-intl';
import { ButtonLink, Card, Stack } from '@steady/ui';

/** On the profile and the safety plan: the way to the trusted person page. */
export function TrustedPersonLink() {
  return (
    <Card data-print="hide">
      <Stack $gap={2}>
        <strong>
          <FormattedMessage id="trusted.profile.link" />
        </strong>
        <span>
          <FormattedMessage id="trusted.profile.lead" />
        </span>
        <div>
          <ButtonLink to="/trusted-person" $variant="secondary">
            <FormattedMessage id="trusted.profile.open" />
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
