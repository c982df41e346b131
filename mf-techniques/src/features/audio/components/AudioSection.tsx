import type { ReactNode } from 'react';
import { Card, SectionTitle, Stack } from '@steady/ui';
import { StatusText } from './audio-styles';

/** One titled part of the audio page. */
export function AudioSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <Stack $gap={3}>
        <SectionTitle id={id}>{title}</SectionTitle>
        <StatusText>{lead}</StatusText>
        {children}
      </Stack>
    </Card>
  );
}
