import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Mood } from '@steady/contracts';
import { Button, ButtonLink, Card, SectionTitle, Stack } from '@steady/ui';
import { useViewer } from '@steady/bus';
import { RemoteAudioSlot } from './RemoteAudioSlot';

/**
 * The state page's calming audio. Until the user taps "Listen" it is only this card: the player and every
 * sound load then, so audio never adds to the page's first load. Guests are invited to register (spec §6).
 */
export function CalmingAudioEntry({ mood }: { mood: Mood }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);

  if (open && viewer.signedIn) {
    return <RemoteAudioSlot exposedModule="CalmingAudio" props={{ mood, autoPlay: true }} />;
  }
  return (
    <Card aria-labelledby="calming-audio-title">
      <Stack $gap={3}>
        <SectionTitle id="calming-audio-title">
          <FormattedMessage id="audio.title" />
        </SectionTitle>
        <p style={{ margin: 0 }}>
          <FormattedMessage id={viewer.signedIn ? 'audio.lead' : 'audio.guestLead'} />
        </p>
        <div>
          {viewer.signedIn ? (
            <Button onClick={() => setOpen(true)}>
              <FormattedMessage id="audio.listen" />
            </Button>
          ) : (
            <ButtonLink to="/register">
              <FormattedMessage id="audio.register" />
            </ButtonLink>
          )}
        </div>
      </Stack>
    </Card>
  );
}
