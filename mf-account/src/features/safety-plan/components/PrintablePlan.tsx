import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { safetyPlanParts, type SafetyPlanContent } from '@steady/contracts';
import { CrisisNumbers } from '@steady/ui';
import { linkNameId } from './PlanLinksField';

/** Only on paper: the plan as plain lists, black on white, each part kept on one page where it fits. */
const Paper = styled.article`
  display: none;
  @media print {
    display: block;
    color: #000;
    h1 {
      font-size: 1.5rem;
      margin: 0 0 0.5rem;
    }
    section {
      break-inside: avoid;
      margin-top: 1rem;
    }
    h2 {
      font-size: 1.1rem;
      margin: 0 0 0.25rem;
    }
  }
`;

/** What the Print button prints: the plan as it is on screen, nothing else of the page. */
export function PrintablePlan({ plan, updatedAt }: { plan: SafetyPlanContent; updatedAt: string | null }) {
  const intl = useIntl();
  return (
    <Paper data-testid="printable-plan">
      <h1>
        <FormattedMessage id="safetyPlan.title" />
      </h1>
      {updatedAt !== null && (
        <p>
          <FormattedMessage
            id="safetyPlan.updated"
            values={{ date: <FormattedDate value={updatedAt} dateStyle="long" /> }}
          />
        </p>
      )}
      {safetyPlanParts.map((part) => (
        <section key={part}>
          <h2>
            <FormattedMessage id={`safetyPlan.part.${part}`} />
          </h2>
          {part === 'professionals' && (
            <p>
              <CrisisNumbers />
            </p>
          )}
          <ul>
            {plan[part].map((line, index) => (
              <li key={index}>{line}</li>
            ))}
            {part === 'onMyOwn' &&
              plan.links.map((link) => <li key={link}>{intl.formatMessage({ id: linkNameId(link) })}</li>)}
          </ul>
        </section>
      ))}
    </Paper>
  );
}
