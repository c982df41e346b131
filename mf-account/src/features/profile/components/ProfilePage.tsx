import { FormattedMessage } from 'react-intl';
import { BadDaySwitch } from '@steady/app-frame';
import { useChannel } from '@steady/bus';
import type { User } from '@steady/contracts';
import { userStateChannel } from '@steady/user-state';
import { Alert, Skeleton, Stack } from '@steady/ui';
import { TitledPage } from '../../../shared/components/TitledPage';
import { DeleteAccountSection } from '../../account-deletion';
import { AchievementsSection } from '../../achievements';
import { HealthConsentSection } from '../../consent';
import { DataExportSection } from '../../data-export';
import { PasswordSection } from '../../password';
import { NameSection } from '../../profile-name';
import { PhotoSection } from '../../profile-photo';
import { ChangeEmailSection } from '../../mail-flows';
import { LevelProgress } from '../../progress';
import { RemindersSection } from '../../reminders';
import { RequireSignIn, SignOutEverywhere } from '../../session';
import { SubscriptionBlock } from '../../subscription';
import { TrustedPersonLink } from '../../trusted-person';
import { ContactSupportSection } from '../../support';
import { ThemeChooser } from '../../theme';
import { useAccountRefresh } from '../hooks/use-account-refresh';
import { useProfileGroups } from '../hooks/use-profile-groups';
import { ProfileCard } from './ProfileCard';
import { ProfileGroup } from './ProfileGroup';
import { ProgressPageLinks } from './ProgressPageLinks';

function ProfileDetails({ user }: { user: User }) {
  const { progress } = useChannel(userStateChannel);
  const refresh = useAccountRefresh();
  const open = useProfileGroups(user);
  return (
    <Stack $gap={4}>
      {refresh === 'failed' && (
        <Alert tone="error">
          <FormattedMessage id="profile.loadFailed" />
        </Alert>
      )}
      <ProfileCard user={user} />
      <BadDaySwitch />
      <TrustedPersonLink />
      <ProfileGroup id="progress" initiallyOpen={open.has('progress')}>
        <LevelProgress progress={progress} />
        <ProgressPageLinks />
      </ProfileGroup>
      <ProfileGroup id="badges" initiallyOpen={open.has('badges')}>
        <AchievementsSection />
      </ProfileGroup>
      <ProfileGroup id="premium" initiallyOpen={open.has('premium')}>
        <SubscriptionBlock />
        <RemindersSection />
        <ThemeChooser />
      </ProfileGroup>
      <ProfileGroup id="account" initiallyOpen={open.has('account')}>
        <NameSection user={user} />
        <PhotoSection user={user} />
        <ChangeEmailSection user={user} />
      </ProfileGroup>
      <ProfileGroup
        id="security"
        initiallyOpen={open.has('security')}
        holdsId={user.hasPassword === false ? 'profile.group.security.holdsDevices' : undefined}
      >
        {user.hasPassword !== false && <PasswordSection />}
        <SignOutEverywhere />
      </ProfileGroup>
      <ProfileGroup id="data" initiallyOpen={open.has('data')}>
        <HealthConsentSection />
        <DataExportSection />
        <DeleteAccountSection user={user} />
      </ProfileGroup>
      <ProfileGroup id="help" initiallyOpen={open.has('help')}>
        <ContactSupportSection user={user} />
      </ProfileGroup>
    </Stack>
  );
}

const profileLoading = <Skeleton $height="10rem" aria-busy="true" />;

/** `/profile`: who you are, your level and your subscription. Guests are sent to /login. */
export function ProfilePage() {
  return (
    <RequireSignIn
      checking={
        <TitledPage title="profile.title" lead="profile.lead">
          {profileLoading}
        </TitledPage>
      }
    >
      {(user) => (
        <TitledPage title="profile.title" lead="profile.lead">
          <ProfileDetails user={user} />
        </TitledPage>
      )}
    </RequireSignIn>
  );
}
