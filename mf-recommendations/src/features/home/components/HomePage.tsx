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

  // `/#moods` (the header's recommendations link until a state is picked) brings the tiles into view;
  // `/#today-is-hard` (the installed app's shortcut) the switch, focused, so turning it on stays one
  // deliberate tap (and as easy to undo).
  useEffect(() => {
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView();
    target?.querySelector('button')?.focus();
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
