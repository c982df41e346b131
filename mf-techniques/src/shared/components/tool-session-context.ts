import { createContext, useContext } from 'react';
import type { AnyToolSession } from '../session/tool-session';

export interface ToolSessionContextValue {
  readonly session: AnyToolSession;
  /** Runs `reset` at once, or first asks when it would throw away more than 30 s or typed text. */
  readonly requestReset: (reset: () => void) => void;
  /** True while the reset question is on screen, in place of the controls. */
  readonly confirmingReset: boolean;
  /** The answer to the reset question: start over, or keep going. */
  readonly settleReset: (confirmed: boolean) => void;
}

export const ToolSessionContext = createContext<ToolSessionContextValue | null>(null);

export function useToolSessionContext(): ToolSessionContextValue {
  const value = useContext(ToolSessionContext);
  if (value === null) throw new Error('A tool control is rendered outside its ToolLayout');
  return value;
}
