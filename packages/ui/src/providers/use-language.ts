import { languageChannel, useChannel } from '@steady/bus';

export function useLanguage() {
  return [useChannel(languageChannel), languageChannel.set] as const;
}
