import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { BadDaySwitch } from '@steady/app-frame';
import { ButtonLink, Lead, Page, PageTitle, Row, Stack } from '@steady/ui';
import { InfoBlock } from './InfoBlock';
import { MoodTiles } from './MoodTiles';

/** `/` (spec §2): "how do you feel right now?", the state tiles, the tests and the shopping list, "Today is hard", then the info block. */
export function HomePage() {
  const { hash } = useLocation();

  // The header's recommendations link is `/#moods` until a state is picked: bring the tiles into view.
  // The installed app's "Today is hard" shortcut opens `/#today-is-hard`: the switch in view and focused,
  // so turning it on stays one deliberate tap (and as easy to undo).
  useEffect(() => {
    if (hash === '#moods') document.getElementById('moods')?.scrollIntoView({ block: 'start' });
    if (hash === '#today-is-hard') {
      const todayIsHard = document.getElementById('today-is-hard');
      todayIsHard?.scrollIntoView({ block: 'center' });
      todayIsHard?.querySelector('button')?.focus();
    }
  }, [hash]);

  return (
    <Page>
      <Stack $gap={6}>
        <div>
          <PageTitle>
            <FormattedMessage id="home.title" />
          </PageTitle>
          <Lead>
            <FormattedMessage id="home.lead" />
          </Lead>
          <MoodTiles />
          <Row>
            <ButtonLink to="/adhd-test">
              <FormattedMessage id="home.adhdTest" />
            </ButtonLink>
            <ButtonLink to="/shopping-list" $variant="secondary">
              <FormattedMessage id="home.shoppingList" />
            </ButtonLink>
          </Row>
        </div>
        <div id="today-is-hard">
          <BadDaySwitch />
        </div>
        <InfoBlock />
      </Stack>
    </Page>
  );
}
