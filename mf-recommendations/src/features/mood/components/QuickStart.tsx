import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { TechniqueEntry } from '@steady/contracts';
import { Button } from '@steady/ui';

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    flex: 1 1 12rem;
    font-weight: 600;
  }
`;

/**
 * Near the top of a state page, on a phone's first screen: one Start for the suggested tool, so someone
 * in a hard moment need not scroll past everything else. It launches that technique's card (its tool
 * then scrolls into view).
 */
export function QuickStart({ technique, onStart }: { technique: TechniqueEntry; onStart: () => void }) {
  return (
    <Strip>
      <p>
        <FormattedMessage
          id="mood.quickStart.label"
          values={{ name: technique.name, time: technique.time }}
        />
      </p>
      <Button onClick={onStart}>
        <FormattedMessage id="mood.quickStart.button" />
      </Button>
    </Strip>
  );
}
