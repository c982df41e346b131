import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ReturnState } from '@steady/contracts';
import { SubscriptionChecking } from '@steady/app-frame';
import { ButtonLink, VisuallyHidden } from '@steady/ui';
import { useViewer } from '@steady/bus';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const NoteText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

// In a wrapping flex row the icon would otherwise shrink to give the note text room (squashed to ~9×18 px).
const IconSvg = styled.svg`
  flex-shrink: 0;
`;

function LockIcon() {
  return (
    <IconSvg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </IconSvg>
  );
}

function unlockLabel(signedIn: boolean, compact: boolean): string {
  if (compact) return signedIn ? 'technique.unlockShort' : 'technique.unlockRegisterShort';
  return signedIn ? 'technique.unlockPremium' : 'technique.unlockRegister';
}

/**
 * In place of a premium technique's steps. Spec §4: guests are sent to register (premium needs an
 * account first), signed-in users to the premium page — unless their subscription is being checked.
 */
export function LockedTechniqueNotice({
  techniqueId,
  techniqueName,
  compact = false,
}: {
  techniqueId: string;
  techniqueName: string;
  /** One short line for a phone: the lock, "Premium" and a short link. */
  compact?: boolean;
}) {
  const { signedIn, checkingSubscription } = useViewer();
  // A guest registers first, then lands on the premium path for this very technique.
  const afterRegistering: ReturnState = { from: `/premium?technique=${encodeURIComponent(techniqueId)}` };
  return (
    <Notice>
      <NoteText>
        <LockIcon />
        <FormattedMessage id={compact ? 'technique.premium' : 'technique.lockedNote'} />
      </NoteText>
      {checkingSubscription ? (
        <SubscriptionChecking />
      ) : (
        <ButtonLink
          to={signedIn ? '/premium' : '/register'}
          state={signedIn ? undefined : afterRegistering}
          $variant="secondary"
          data-print="hide"
        >
          <FormattedMessage id={unlockLabel(signedIn, compact)} />
          {/* Several locked techniques share the link text; the name tells them apart for screen readers. */}
          <VisuallyHidden> ({techniqueName})</VisuallyHidden>
        </ButtonLink>
      )}
    </Notice>
  );
}
