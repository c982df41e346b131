import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Row } from '@steady/ui';
import { useToolSessionContext } from './tool-session-context';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * Asked, in place of the controls, before a reset that would throw away more than 30 s of practice or
 * any typed text. The safe answer has the focus, so a stray Enter or Space keeps the run.
 */
export function ResetConfirmation() {
  const intl = useIntl();
  const { session, settleReset } = useToolSessionContext();
  const questionId = useId();
  const keepGoing = useRef<HTMLButtonElement>(null);
  const withText = (session.definition.typedText?.(session.getSnapshot().state) ?? '').trim() !== '';
  // Before the frame's focus recovery looks: the Reset button that had focus has just gone.
  useLayoutEffect(() => keepGoing.current?.focus({ preventScroll: true }), []);

  return (
    <Box role="group" aria-labelledby={questionId}>
      <p id={questionId}>
        {intl.formatMessage({ id: withText ? 'tool.resetConfirm.withText' : 'tool.resetConfirm.question' })}
      </p>
      <Row>
        <Button ref={keepGoing} onClick={() => settleReset(false)}>
          {intl.formatMessage({ id: 'tool.resetConfirm.keepGoing' })}
        </Button>
        <Button $variant="secondary" onClick={() => settleReset(true)}>
          {intl.formatMessage({ id: 'tool.resetConfirm.startOver' })}
        </Button>
      </Row>
    </Box>
  );
}
