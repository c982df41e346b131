import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Row } from '@steady/ui';

/** Clearing throws away the task and every step, so it asks first. */
export function ClearListButton({ onClear }: { readonly onClear: () => void }) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (!asking) {
    return (
      <Button type="button" $variant="quiet" onClick={() => setAsking(true)}>
        <FormattedMessage id="stuckToStarted.startOver" />
      </Button>
    );
  }
  return (
    <Row role="group" aria-labelledby={questionId}>
      <span id={questionId}>
        <FormattedMessage id="stuckToStarted.clearQuestion" />
      </span>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => {
          setAsking(false);
          onClear();
        }}
      >
        <FormattedMessage id="stuckToStarted.clearConfirm" />
      </Button>
      <Button type="button" $variant="quiet" onClick={() => setAsking(false)}>
        <FormattedMessage id="stuckToStarted.clearKeep" />
      </Button>
    </Row>
  );
}
