import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useResource } from '@steady/app-frame';
import { Alert, Button, Row, Skeleton, Stack, useErrorMessage } from '@steady/ui';
import { fetchAchievements } from '../api/achievements-api';
import { ActivityWeek } from './ActivityWeek';
import { BadgeList } from './BadgeList';
import { StreakSettings } from './StreakSettings';

/** The profile's badges and gentle streak, for every signed-in user; reloaded when a setting changes. */
export function AchievementsSection() {
  const errorMessage = useErrorMessage();
  const [version, setVersion] = useState(0);
  const achievements = useResource(`achievements:${version}`, fetchAchievements);

  return (
    <Stack $gap={5}>
      {achievements.status === 'loading' && <Skeleton $height="14rem" />}
      {achievements.status === 'failed' && (
        <Alert tone="error">
          <Row>
            <span>
              <FormattedMessage id="achievements.loadFailed" /> {errorMessage(achievements.error)}
            </span>
            <Button $variant="secondary" onClick={achievements.retry}>
              <FormattedMessage id="history.retry" />
            </Button>
          </Row>
        </Alert>
      )}
      {achievements.status === 'ready' && (
        <>
          {!achievements.data.activity.hidden && <ActivityWeek activity={achievements.data.activity} />}
          <BadgeList badges={achievements.data.badges} />
        </>
      )}
      <StreakSettings onSaved={() => setVersion((count) => count + 1)} />
    </Stack>
  );
}
