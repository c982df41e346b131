import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useViewer } from '@steady/bus';
import { MessageTrustedPerson } from './message-trusted-person';

// As wide as the blocks around it; only its lines keep a readable length.
const Box = styled.section`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.small};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  p {
    max-width: ${({ theme }) => theme.widths.text};
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

// A number is never broken across lines; the safety-plan link's longer words may wrap on a narrow phone.
const TelLink = styled.a`
  white-space: nowrap;
`;

/** A number marked `<tel>…</tel>` in the message becomes a link that dials it when tapped. */
function telLink(chunks: ReactNode[]) {
  const number = chunks.join('');
  return <TelLink href={`tel:${number}`}>{number}</TelLink>;
}

/**
 * "If you are in crisis": what to do now and which numbers to call, said calmly and briefly. One text
 * everywhere it appears (state pages for anxiety, overwhelm and irritability, a journal entry rated very bad,
 * test results, the support page), and only numbers that are checked: 112 (named for Russia, where many of
 * our readers are, and Europe), 911 and 988, each a tap-to-call link; everyone else is told to check their
 * local number. `id` makes it a link target (`/support#crisis`); it then takes focus from a script but not
 * from Tab.
 */
export function CrisisHelp({ id }: { id?: string }) {
  const titleId = useId();
  return (
    <Box id={id} tabIndex={id ? -1 : undefined} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="ui.crisis.title" />
      </h2>
      <p>
        <FormattedMessage id="ui.crisis.now" />
      </p>
      <p>
        <strong>
          <CrisisNumbers />
        </strong>
      </p>
      <p>
        <FormattedMessage id="ui.crisis.stayWithSomeone" />
      </p>
      <SafetyPlanLink />
      <MessageTrustedPerson />
    </Box>
  );
}

/** The emergency numbers Steady names, one text for the crisis help and the safety plan alike. */
export function CrisisNumbers() {
  return <FormattedMessage id="ui.crisis.call" values={{ tel: telLink }} />;
}

/**
 * One tap to the signed-in user's own safety plan. A guest sees nothing here: in a hard moment the numbers
 * above come first, and an invitation to make an account would only stand between them and help.
 */
function SafetyPlanLink() {
  const { signedIn } = useViewer();
  if (!signedIn) return null;
  return (
    <p>
      <Link to="/safety-plan">
        <FormattedMessage id="ui.crisis.safetyPlan" />
      </Link>
    </p>
  );
}
