import { createElement, lazy, Suspense } from 'react';
import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import type { TechniqueToolProps } from '../../shared/tool-scaffold/technique-tool-props';
import { stuckToStartedTool } from './stuck-to-started-definition';

// Its view and step templates load only when the tool is opened: no page's first load carries them.
const StuckToStartedView = lazy(() => import('./components/StuckToStartedTool'));

function StuckToStartedTool(props: TechniqueToolProps) {
  return createElement(Suspense, { fallback: null }, createElement(StuckToStartedView, props));
}

export const stuckToStarted: TechniqueToolEntry = {
  definition: stuckToStartedTool,
  Tool: StuckToStartedTool,
};
