import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { AdhdNotice } from '@steady/contracts';
import { CrisisHelp, Stack } from '@steady/ui';

const Box = styled.aside`
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.small};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    max-width: ${({ theme }) => theme.widths.text};
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/**
 * Said plainly on the intro and on every result: a self-reflection, not a diagnosis; who can diagnose;
 * where to get help. The texts come with the test content, in both languages; crisis help follows it.
 */
export function SelfReflectionNotice({ notice }: { notice: AdhdNotice }) {
  const titleId = useId();
  return (
    <Stack $gap={4}>
      <Box aria-labelledby={titleId}>
        <h2 id={titleId}>
          <FormattedMessage id="notice.title" />
        </h2>
        <p>
          <strong>{notice.selfReflection}</strong>
        </p>
        <p>{notice.getHelp}</p>
      </Box>
      <CrisisHelp />
    </Stack>
  );
}
