import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@steady/ui';
import { recognitionConstructor } from './speech-recognition';

// The panel, its hook and its checks load on the first tap: no page's first load carries them.
const VoicePanel = lazy(() => import('./VoicePanel'));

/**
 * "Speak instead of typing" under a field, where the browser recognises speech; nothing where it does not.
 * Each recognised phrase goes to `onText`, which adds it to the field.
 */
export function VoiceInput({ onText }: { readonly onText: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  if (recognitionConstructor() === null) return null;
  if (!open)
    return (
      <div>
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="voice.open" />
        </Button>
      </div>
    );
  return (
    <Suspense fallback={null}>
      <VoicePanel onText={onText} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/** A recognised phrase added to what the field holds, after a space (or a line break, for a list of lines). */
export const withSpoken = (current: string, spoken: string, separator: ' ' | '\n' = ' ') =>
  current.trim() === '' ? spoken : `${current.replace(/\s+$/, '')}${separator}${spoken}`;
