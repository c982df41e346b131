import { defineCatalogs } from '@steady/ui';

export const brainDumpMessages = defineCatalogs(
  {
    'brainDump.intro':
      'For four minutes, write down everything on your mind: tasks, worries, ideas, half-thoughts. At the end you can shred the text, so write freely.',
    'brainDump.privacy':
      'Your text stays on this device, in this tab, until you shred it. It is never sent anywhere.',
    'brainDump.label': 'Your thoughts',
    'brainDump.caption.0':
      'Write whatever comes up. No need to sort or fix anything; spelling does not matter.',
    'brainDump.caption.1': 'Keep going. What else is there?',
    'brainDump.caption.2': 'Last thoughts. Get the rest out.',
    'brainDump.lastSeconds': 'Last 30 seconds',
    'brainDump.complete': "Time's up. Copy anything you need to act on, then shred the page.",
    'brainDump.shred': 'Shred the text',
    'brainDump.shredding': 'Shredding…',
  },
  {
    'brainDump.intro':
      'Четыре минуты записывайте всё, что у вас в голове: дела, тревоги, идеи, обрывки мыслей. В конце текст можно уничтожить, так что пишите свободно.',
    'brainDump.privacy':
      'Текст остаётся на этом устройстве, в этой вкладке, пока вы его не уничтожите. Он никуда не отправляется.',
    'brainDump.label': 'Ваши мысли',
    'brainDump.caption.0':
      'Пишите всё, что приходит в голову. Ничего не нужно сортировать или исправлять, ошибки не важны.',
    'brainDump.caption.1': 'Продолжайте. Что ещё?',
    'brainDump.caption.2': 'Последние мысли. Выпишите всё, что осталось.',
    'brainDump.lastSeconds': 'Последние 30 секунд',
    'brainDump.complete': 'Время вышло. Выпишите то, что требует действий, а затем уничтожьте текст.',
    'brainDump.shred': 'Уничтожить текст',
    'brainDump.shredding': 'Уничтожаем…',
  },
);
