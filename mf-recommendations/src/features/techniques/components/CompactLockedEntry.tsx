import styled from 'styled-components';
import type { TechniqueEntry } from '@steady/contracts';
import { LockedTechniqueNotice } from './LockedTechniqueNotice';

const Entry = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  > div {
    padding: 0;
    background: none;
    flex: 1 1 auto;
  }
`;

const Name = styled.h3`
  font-size: 1rem;
  margin: 0;
`;

/** A premium technique this viewer cannot open, on a phone: its name, the lock and the way to unlock. */
export function CompactLockedEntry({ technique }: { technique: TechniqueEntry }) {
  return (
    <Entry aria-label={technique.name} id={`technique-${technique.id}`}>
      <Name>{technique.name}</Name>
      <LockedTechniqueNotice techniqueId={technique.id} techniqueName={technique.name} compact />
    </Entry>
  );
}
