import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Alert } from '@steady/ui';
import type { ShareOutcome } from '../hooks/use-share-link';

const LinkField = styled.input`
  display: block;
  font: inherit;
  width: 100%;
  max-width: ${({ theme }) => theme.widths.text};
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

/** What became of a share: the copy confirmation, or the link to copy by hand when copying was refused. */
export function ShareOutcomeMessage({ outcome, url }: { outcome: ShareOutcome; url: string }) {
  if (outcome === 'copied') {
    return (
      <Alert tone="success">
        <FormattedMessage id="adhdResult.copied" />
      </Alert>
    );
  }
  if (outcome === 'copyFailed') {
    return (
      <label>
        <FormattedMessage id="adhdResult.copyFailed" />
        <LinkField readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
    );
  }
  return null;
}
