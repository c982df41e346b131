import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Stack } from '@steady/ui';
import { useRandomTip } from '../hooks/useRandomTip';

const TipBox = styled.section`
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.successSurface};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  min-height: 10rem;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const TipText = styled.p`
  margin: 0;
  font-size: 1.1rem;
  max-width: ${({ theme }) => theme.widths.text};
`;

/** Spec §2: one random immediate tip, and another on request. */
export function TipCard({ tips }: { tips: readonly string[] }) {
  const { tip, hasAnother, showAnother } = useRandomTip(tips);
  if (tip === null) return null;
  return (
    <TipBox aria-labelledby="mood-tip-title">
      <Stack>
        <h2 id="mood-tip-title">
          <FormattedMessage id="mood.tipTitle" />
        </h2>
        <TipText aria-live="polite">{tip}</TipText>
        {hasAnother && (
          <div data-print="hide">
            <Button $variant="secondary" onClick={showAnother}>
              <FormattedMessage id="mood.anotherTip" />
            </Button>
          </div>
        )}
      </Stack>
    </TipBox>
  );
}
