import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Stack } from '@steady/ui';
import { Entries } from './technique-list-styles';

const Group = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(4)};
`;

/** "N more techniques in Premium": folded until asked for, in the same order as spec §4 gives them. */
export function LockedTechniquesGroup({ count, children }: { count: number; children: ReactNode }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <Group>
      <Stack $gap={3}>
        <div>
          <Button
            $variant="secondary"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            <FormattedMessage id="techniques.moreInPremium" values={{ count }} />
          </Button>
        </div>
        <Entries id={listId} hidden={!expanded}>
          {children}
        </Entries>
      </Stack>
    </Group>
  );
}
