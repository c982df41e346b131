import { defineCatalogs } from '@steady/ui';

/** The theme chooser on the profile. */
export const themeMessages = defineCatalogs(
  {
    'theme.title': 'Theme',
    'theme.choose': 'Choose how Steady looks on all your devices',
    'theme.name.system': 'Follow my device',
    'theme.description.system': 'Calm when your device is in light mode, Dusk in dark mode.',
    'theme.name.calm': 'Calm',
    'theme.description.calm': 'Soft light colours, the everyday look.',
    'theme.name.dusk': 'Dusk',
    'theme.description.dusk': 'Dark and gentle on the eyes, for evenings.',
    'theme.name.low-stimulation': 'Low stimulation',
    'theme.description.low-stimulation': 'Muted colours, fewer lines, nothing moves.',
    'theme.name.high-contrast': 'High contrast',
    'theme.description.high-contrast': 'Black on white with strong outlines, easiest to read.',
    'theme.saved': 'Theme saved.',
    'theme.followsDevice':
      'Steady follows your device’s light or dark setting. Choosing a theme is part of Premium.',
    'theme.seePremium': 'See Premium',
  },
  {
    'theme.title': 'Тема оформления',
    'theme.choose': 'Выберите, как Steady выглядит на всех ваших устройствах',
    'theme.name.system': 'Как на устройстве',
    'theme.description.system': 'В светлом режиме устройства — «Спокойная», в тёмном — «Сумерки».',
    'theme.name.calm': 'Спокойная',
    'theme.description.calm': 'Мягкие светлые цвета, привычный вид.',
    'theme.name.dusk': 'Сумерки',
    'theme.description.dusk': 'Тёмная и бережная к глазам, для вечера.',
    'theme.name.low-stimulation': 'Меньше раздражителей',
    'theme.description.low-stimulation': 'Приглушённые цвета, меньше линий, никакого движения.',
    'theme.name.high-contrast': 'Высокая контрастность',
    'theme.description.high-contrast': 'Чёрное на белом, чёткие контуры, читать легче всего.',
    'theme.saved': 'Тема сохранена.',
    'theme.followsDevice':
      'Steady следует светлому или тёмному режиму вашего устройства. Выбор темы входит в Премиум.',
    'theme.seePremium': 'Узнать о Премиуме',
  },
);
