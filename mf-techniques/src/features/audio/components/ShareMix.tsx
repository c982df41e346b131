import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Stack } from '@steady/ui';
import { mixToShareParameter, type Mix } from '../machine/mixer-rules';
import { StatusText } from './audio-styles';

/** A link that opens this page with the same sounds at the same volumes. */
function shareLinkOf(mix: Mix): string {
  return `${window.location.origin}/audio?mix=${mixToShareParameter(mix)}`;
}

export function ShareMix({ mix }: { mix: Mix }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  if (mix.length === 0) return null;
  const link = shareLinkOf(mix);

  const copy = () => {
    // Where the clipboard is refused the link stays selectable below, so sharing still works by hand.
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Stack $gap={2}>
      <div>
        <Button $variant="secondary" onClick={copy}>
          <FormattedMessage id="mixer.share" />
        </Button>
      </div>
      <input
        readOnly
        value={link}
        aria-label={intl.formatMessage({ id: 'mixer.shareLink' })}
        onFocus={(event) => event.target.select()}
        style={{ minHeight: 40, width: '100%', maxWidth: '32rem', font: 'inherit' }}
        data-share-link=""
      />
      {copied && (
        <StatusText role="status">
          <FormattedMessage id="mixer.shareCopied" />
        </StatusText>
      )}
    </Stack>
  );
}
