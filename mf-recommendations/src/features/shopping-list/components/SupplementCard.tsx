import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { SupplementList } from '@steady/contracts';

const Item = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  p,
  ul {
    margin: 0;
    max-width: ${({ theme }) => theme.widths.text};
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
  @media print {
    break-inside: avoid;
    border-color: #999;
    padding: 12px 16px;
  }
`;

type Supplement = SupplementList['items'][number];

function TextSection({ titleId, text }: { titleId: string; text: string }) {
  return (
    <>
      <h3>
        <FormattedMessage id={titleId} />
      </h3>
      <p>{text}</p>
    </>
  );
}

function ListSection({ titleId, items }: { titleId: string; items: readonly string[] }) {
  return (
    <>
      <h3>
        <FormattedMessage id={titleId} />
      </h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

const Disclaimer = styled.p`
  margin-top: ${({ theme }) => theme.space(4)} !important;
  font-weight: 600;
`;

/**
 * One supplement with everything spec §1 lists: benefits, dose, how often, notes, recommendations, sources,
 * and its consult-a-professional disclaimer.
 */
export function SupplementCard({ supplement }: { supplement: Supplement }) {
  return (
    <Item aria-labelledby={`supplement-${supplement.id}`}>
      <h2 id={`supplement-${supplement.id}`}>{supplement.name}</h2>
      <ListSection titleId="shopping.benefits" items={supplement.benefits} />
      <TextSection titleId="shopping.dosage" text={supplement.dosage} />
      <TextSection titleId="shopping.frequency" text={supplement.frequency} />
      <TextSection titleId="shopping.notes" text={supplement.notes} />
      <ListSection titleId="shopping.recommendations" items={supplement.recommendations} />
      <ListSection titleId="shopping.sources" items={supplement.sources} />
      <Disclaimer>{supplement.disclaimer}</Disclaimer>
    </Item>
  );
}
