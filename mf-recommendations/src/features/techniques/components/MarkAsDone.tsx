import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { TechniqueEntry } from '@steady/contracts';
import { Alert, Button, Stack } from '@steady/ui';
import { useTechniqueCompletion } from '../hooks/useTechniqueCompletion';

const DoneNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

/** Finishing a text technique; it earns XP once per visit. */
export function MarkAsDone({ technique }: { technique: Pick<TechniqueEntry, 'id' | 'name' | 'xpAmount'> }) {
  const { status, error, complete } = useTechniqueCompletion(technique);
  if (status === 'done') {
    return (
      <DoneNote role="status">
        <span aria-hidden="true">✓</span>
        <FormattedMessage id="technique.done" />
      </DoneNote>
    );
  }
  return (
    <Stack $gap={2} data-print="hide">
      <div>
        <Button
          onClick={() => void complete()}
          disabled={status === 'saving'}
          aria-busy={status === 'saving'}
        >
          <FormattedMessage id={status === 'saving' ? 'technique.saving' : 'technique.markDone'} />
        </Button>
      </div>
      {error !== null && <Alert tone="error">{error}</Alert>}
    </Stack>
  );
}
