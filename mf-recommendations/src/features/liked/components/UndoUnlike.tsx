import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { TechniqueEntry } from '@steady/contracts';
import { Button } from '@steady/ui';
import { useLikeToggle } from '../../likes';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.infoSurface};
`;

/** "Removed from your liked techniques — Undo": a slip of the finger is one tap to mend. */
export function UndoUnlike({ technique }: { technique: TechniqueEntry }) {
  const like = useLikeToggle(technique);
  return (
    <Bar role="status">
      <span>
        <FormattedMessage id="liked.removed" values={{ name: technique.name }} />
      </span>
      <Button $variant="secondary" onClick={() => void like.toggle()} disabled={like.status === 'saving'}>
        <FormattedMessage id="liked.undo" />
      </Button>
    </Bar>
  );
}
