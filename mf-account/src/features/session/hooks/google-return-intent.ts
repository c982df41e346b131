import { readStored, writeStored } from '@steady/bus';
import { keptReturnIntentSchema, type ReturnIntent } from '@steady/contracts';

/** sessionStorage: the action a gate stopped, kept while the tab is away at Google. */
const googleReturnIntentKey = 'googleReturnIntent';

/**
 * Google's round trip leaves the app, and the router state that carries a like with it: the intent waits
 * in this tab's sessionStorage and goes back with the page it belongs to, once.
 */
export const googleReturnIntent = {
  keep: (returnTo: string, intent: ReturnIntent) =>
    writeStored(googleReturnIntentKey, { returnTo, intent }, 'session'),
  take: (returnTo: string): ReturnIntent | undefined => {
    const kept = readStored(googleReturnIntentKey, keptReturnIntentSchema, null, 'session');
    writeStored(googleReturnIntentKey, null, 'session');
    return kept?.returnTo === returnTo ? kept.intent : undefined;
  },
};
