import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { User } from '@steady/contracts';
import { Card, Row, Stack } from '@steady/ui';
import { useOwnPhotoUrl } from '../../profile-photo';

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

/** Who is signed in: the photo (or the name's initial), the name, the email and since when. */
export function ProfileCard({ user }: { user: User }) {
  const intl = useIntl();
  const uploadedPhotoUrl = useOwnPhotoUrl(user.uploadedPhotoAt);
  const photo = uploadedPhotoUrl ?? (user.uploadedPhotoAt ? null : user.photo);
  const memberSince = intl.formatDate(user.memberSince, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
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
  );
}
