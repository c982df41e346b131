import { defineCatalogs } from '@steady/ui';

/** The voice button under a field; the rest of voice input and its texts load on its first tap. */
export const voiceMessages = defineCatalogs(
  { 'voice.open': 'Speak instead of typing' },
  { 'voice.open': 'Надиктовать вместо набора' },
);
