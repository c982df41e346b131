import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MoodContent, RecommendationReason } from '@steady/contracts';
import { SectionTitle } from '@steady/ui';
import { usePersonalRecommendations } from '../hooks/usePersonalRecommendations';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Suggestion = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Reason({ reason }: { reason: RecommendationReason }) {
  const intl = useIntl();
  if (reason.kind === 'rated') {
    return (
      <FormattedMessage
        id="personal.reason.rated"
        values={{
          average: intl.formatNumber(reason.averageRating, { maximumFractionDigits: 1 }),
          ratings: reason.ratings,
        }}
      />
    );
  }
  if (reason.kind === 'completed') {
    return <FormattedMessage id="personal.reason.completed" values={{ count: reason.completions }} />;
  }
  return <FormattedMessage id="personal.reason.popular" />;
}

/**
 * "What helped you before" on a state page: a premium user's own best techniques for this state, each with
 * why it is suggested and a link down to its entry. Free users and guests see nothing here.
 */
export function WhatHelpedBefore({ content }: { content: MoodContent }) {
  const recommendations = usePersonalRecommendations(content.mood);
  const byId = new Map(
    [...content.extended_techniques, ...content.app_techniques].map((technique) => [technique.id, technique]),
  );
  const items =
    recommendations.status === 'ready'
      ? recommendations.data.filter((item) => byId.get(item.techniqueId)?.locked === false)
      : [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="what-helped-title" data-personal-recommendations="">
      <SectionTitle id="what-helped-title">
        <FormattedMessage id="personal.title" />
      </SectionTitle>
      <Row>
        {items.map((item) => (
          <Suggestion key={item.techniqueId}>
            <a href={`#technique-${item.techniqueId}`}>{byId.get(item.techniqueId)?.name}</a>
            <p>
              <Reason reason={item.reason} />
            </p>
          </Suggestion>
        ))}
      </Row>
    </section>
  );
}
