/**
 * The spoken affirmations: short, kind, believable on a hard day, in the first person. They give
 * permission ("I can…") and promise nothing ("it will pass", "I'm doing better than…"): on a hard day a
 * promise that does not come true is one more thing that failed. The Russian
 * lines say the same things the way a Russian speaker would, and avoid gendered verb and adjective
 * forms (готов/готова) so they suit every listener.
 */
export const affirmations: { en: string; ru: string }[] = [
  { en: 'I can start with one small step.', ru: 'Я могу начать с одного маленького шага.' },
  { en: "It's okay to pause and breathe.", ru: 'Можно остановиться и просто подышать.' },
  {
    en: 'This feeling is strong, and I can make room for it.',
    ru: 'Это чувство сильное, и я могу дать ему место.',
  },
  { en: "I don't have to do everything at once.", ru: 'Мне не нужно делать всё сразу.' },
  { en: 'One thing at a time is enough.', ru: 'Одного дела за раз вполне достаточно.' },
  { en: 'My worth is not measured by my to-do list.', ru: 'Моя ценность не измеряется списком дел.' },
  { en: "I can come back to this when I'm ready.", ru: 'Я могу вернуться к этому, когда появятся силы.' },
  { en: 'Slowing down is not the same as falling behind.', ru: 'Замедлиться — не значит отстать.' },
  { en: "I'm allowed to ask for help.", ru: 'Я имею право попросить о помощи.' },
  { en: 'My brain works differently, not wrongly.', ru: 'Мой мозг работает иначе, а не неправильно.' },
  { en: "I've made it through hard moments before.", ru: 'У меня уже получалось пережить трудные минуты.' },
  {
    en: 'Right now, I only need to take the next breath.',
    ru: 'Сейчас мне нужно только сделать следующий вдох.',
  },
  { en: 'Mistakes teach me; they do not define me.', ru: 'Ошибки меня учат, но не определяют.' },
  { en: 'I can be kind to myself today.', ru: 'Сегодня я могу быть к себе добрее.' },
  { en: 'Starting imperfectly is still starting.', ru: 'Начать неидеально — это всё равно начать.' },
  { en: 'I can let this thought float by.', ru: 'Я могу позволить этой мысли проплыть мимо.' },
  { en: 'Rest is part of the work, too.', ru: 'Отдых — тоже часть работы.' },
  {
    en: 'I can hear my inner critic without believing it.',
    ru: 'Я могу слышать внутреннего критика и не верить ему.',
  },
  { en: 'Five focused minutes still count.', ru: 'Пять минут сосредоточенности — это уже немало.' },
  { en: 'I can notice a feeling without obeying it.', ru: 'Я могу замечать чувство и не подчиняться ему.' },
  { en: "It's okay if today doesn't go to plan.", ru: 'Ничего страшного, если день идёт не по плану.' },
  { en: 'I deserve the patience I give to others.', ru: 'Я заслуживаю того же терпения, что дарю другим.' },
  { en: 'Small steps are still steps forward.', ru: 'Даже маленькие шаги — это движение вперёд.' },
  { en: 'I can choose what matters most right now.', ru: 'Я могу выбрать, что сейчас важнее всего.' },
  { en: 'I can drop my shoulders and unclench my jaw.', ru: 'Я могу опустить плечи и разжать челюсть.' },
];
