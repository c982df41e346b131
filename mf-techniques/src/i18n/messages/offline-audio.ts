import { defineCatalogs } from '@steady/ui';

/** A track's copy on the device: the marker everyone sees, and Premium's keep and remove. */
export const offlineAudioMessages = defineCatalogs(
  {
    'offlineAudio.available': 'Available offline',
    'offlineAudio.keep': 'Keep offline',
    'offlineAudio.keeping': 'Saving to this device…',
    'offlineAudio.remove': 'Remove from device',
    'offlineAudio.keepFailed':
      'This track could not be saved on the device. Check your connection and try again.',
  },
  {
    'offlineAudio.available': 'Доступно без интернета',
    'offlineAudio.keep': 'Сохранить на устройстве',
    'offlineAudio.keeping': 'Сохраняем на устройстве…',
    'offlineAudio.remove': 'Удалить с устройства',
    'offlineAudio.keepFailed':
      'Не удалось сохранить трек на устройстве. Проверьте подключение и попробуйте ещё раз.',
  },
);
