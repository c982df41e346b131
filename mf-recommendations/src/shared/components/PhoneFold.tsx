import { useId, useState, type ReactNode } from 'react';
import { Button } from '@steady/ui';
import { useNarrowScreen } from '../hooks/use-narrow-screen';

/**
 * On a phone, its content waits behind one labelled toggle so the page's first screens stay short; on a
 * wider screen the content is simply shown.
 */
export function PhoneFold({ label, children }: { label: string; children: ReactNode }) {
  const narrow = useNarrowScreen();
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  if (!narrow) return <>{children}</>;
  return (
    <div>
      <Button
        $variant="secondary"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((open) => !open)}
      >
        {label}
      </Button>
      {/* Hidden, not removed: audio started inside keeps playing when folded away. */}
      <div id={contentId} hidden={!expanded} style={{ marginTop: '0.75rem' }}>
        {children}
      </div>
    </div>
  );
}
