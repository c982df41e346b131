import type { ComponentProps, MouseEvent } from 'react';
import { Button } from '@steady/ui';

type ToolButtonProps = ComponentProps<typeof Button> & {
  /**
   * False: not offered yet (spec: Next appears after the countdown, Skip after half a phase). The button
   * keeps its place, invisible and out of reach, so nothing moves when it appears.
   */
  offered?: boolean;
};

/**
 * A tool's button acts once per press: the second click of a double click (or double tap) is ignored,
 * so a button whose screen changes under the finger (Start → Pause, Next → the next step) never takes
 * the second click as a new command.
 */
export function ToolButton({ onClick, offered = true, style, ...props }: ToolButtonProps) {
  const pressOnce = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) return;
    onClick?.(event);
  };
  return (
    <Button {...props} style={offered ? style : { ...style, visibility: 'hidden' }} onClick={pressOnce} />
  );
}
