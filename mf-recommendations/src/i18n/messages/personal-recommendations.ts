import { defineCatalogs } from '@steady/ui';

/** The premium "What helped you before" row on a state page. */
export const personalRecommendationMessages = defineCatalogs(
  {
    'personal.title': 'What helped you before',
    'personal.reason.rated':
      'You rated it {average} of 5 for this state ({ratings, plural, one {# rating} other {# ratings}}).',
    'personal.reason.completed':
      'You came back to it {count, plural, one {# time} other {# times}} for this state.',
    'personal.reason.popular':
      'Often chosen by others who feel this way. Rate what you try to make this yours.',
  },
  {
    'personal.title': 'Что помогало вам раньше',
    'personal.reason.rated':
      'Ваша оценка в этом состоянии: {average} из 5 ({ratings, plural, one {# оценка} few {# оценки} many {# оценок} other {# оценки}}).',
    'personal.reason.completed':
      'Вы возвращались к этой технике в этом состоянии {count, plural, one {# раз} few {# раза} many {# раз} other {# раза}}.',
    'personal.reason.popular':
      'Часто выбирают те, кто чувствует то же самое. Оценивайте то, что пробуете, и подборка станет вашей.',
  },
);
