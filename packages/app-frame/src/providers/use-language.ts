import { languageChannel, languageCommands, useChannel } from '@steady/bus';

export function useLanguage() {
  return [useChannel(languageChannel), languageCommands.choose] as const;
}
