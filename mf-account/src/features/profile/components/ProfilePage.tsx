import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { BadDaySwitch } from '@steady/app-frame';
import { useChannel } from '@steady/bus';
import type { User } from '@steady/contracts';
import { userStateChannel } from '@steady/user-state';
import { Alert, ButtonLink, Card, Lead, Page, PageTitle, Row, Stack } from '@steady/ui';
import { DeleteAccountSection } from '../../account-deletion';
import { AchievementsSection } from '../../achievements';
import { HealthConsentSection } from '../../consent';
import { DataExportSection } from '../../data-export';
import { PasswordSection } from '../../password';
import { NameSection } from '../../profile-name';
import { PhotoSection, useOwnPhotoUrl } from '../../profile-photo';
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
import { ProfileGroup } from './ProfileGroup';

const Avatar = styled.div`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.8rem;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.p`
  margin: 0;
  font-size: 1.3rem;
  font-weight: 700;
`;

function ProfileDetails({ user }: { user: User }) {
  const intl = useIntl();
  const { progress } = useChannel(userStateChannel);
  const refresh = useAccountRefresh();
  const open = useProfileGroups(user);
  const uploadedPhotoUrl = useOwnPhotoUrl(user.uploadedPhotoAt);
  const photo = uploadedPhotoUrl ?? (user.uploadedPhotoAt ? null : user.photo);
  const memberSince = intl.formatDate(user.memberSince, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="profile.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="profile.lead" />
      </Lead>
      <Stack $gap={4}>
        {refresh === 'failed' && (
          <Alert tone="error">
            <FormattedMessage id="profile.loadFailed" />
          </Alert>
        )}
        <Card aria-label={intl.formatMessage({ id: 'profile.details' })}>
          <Row $gap={4}>
            <Avatar aria-hidden="true">
              {photo ? <img src={photo} alt="" /> : user.name.trim().charAt(0).toUpperCase()}
            </Avatar>
            <Stack $gap={1}>
              <Name>{user.name}</Name>
              <span>{user.email}</span>
              <span>
                <FormattedMessage id="profile.memberSince" values={{ date: memberSince }} />
              </span>
            </Stack>
          </Row>
        </Card>
        <BadDaySwitch />
        <TrustedPersonLink />
        <ProfileGroup id="progress" initiallyOpen={open.has('progress')}>
          <LevelProgress progress={progress} />
          <Row $gap={2}>
            <ButtonLink to="/history" $variant="secondary">
              <FormattedMessage id="profile.openHistory" />
            </ButtonLink>
            <ButtonLink to="/journal" $variant="secondary">
              <FormattedMessage id="profile.openJournal" />
            </ButtonLink>
            <ButtonLink to="/statistics" $variant="secondary">
              <FormattedMessage id="profile.openStatistics" />
            </ButtonLink>
            <ButtonLink to="/clinician-summary" $variant="secondary">
              <FormattedMessage id="summary.open" />
            </ButtonLink>
            <ButtonLink to="/medications" $variant="secondary">
              <FormattedMessage id="profile.openMedications" />
            </ButtonLink>
          </Row>
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
    </Page>
  );
}

/** `/profile`: who you are, your level and your subscription. Guests are sent to /login. */
export function ProfilePage() {
  return <RequireSignIn>{(user) => <ProfileDetails user={user} />}</RequireSignIn>;
}
