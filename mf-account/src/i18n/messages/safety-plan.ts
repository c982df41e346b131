import { defineCatalogs } from '@steady/ui';

/** `/safety-plan`: written to be read on a hard day — calm, plain, never alarming. */
export const safetyPlanMessages = defineCatalogs(
  {
    'safetyPlan.title': 'My safety plan',
    'safetyPlan.lead':
      'A plan you write for yourself on a calmer day, to reach for when things get hard. Start with any part; a few words are enough, and you can change it whenever you like.',
    'safetyPlan.private':
      'Only you can see your plan. It is kept in your account and on this device, and Steady shares it with no one.',
    'safetyPlan.part.warningSigns': 'Signs that a hard time may be starting',
    'safetyPlan.hint.warningSigns':
      'Thoughts, feelings or things you notice yourself doing that tell you it is time to open this plan.',
    'safetyPlan.part.onMyOwn': 'Things I can do on my own to feel a little better',
    'safetyPlan.hint.onMyOwn':
      'Small things that have helped before, even a little: a shower, a walk, a song. You can add Steady’s exercises and audio below.',
    'safetyPlan.links.title': 'Steady’s exercises and audio',
    'safetyPlan.links.audio': 'Calming audio',
    'safetyPlan.part.distractions': 'People and places that take my mind off things',
    'safetyPlan.hint.distractions':
      'Someone to talk with about everyday things, a café, a park, a friend’s home.',
    'safetyPlan.part.askForHelp': 'People I can ask for help',
    'safetyPlan.hint.askForHelp': 'A name and how to reach them, for example “Anna — +7 900 123-45-67”.',
    'safetyPlan.part.professionals': 'Professionals and crisis lines',
    'safetyPlan.hint.professionals':
      'Your doctor, therapist or a helpline you trust, with their numbers. The emergency numbers are always part of your plan:',
    'safetyPlan.part.saferSurroundings': 'Making my surroundings safer',
    'safetyPlan.hint.saferSurroundings':
      'Steps that put some distance, for a while, between you and things you could hurt yourself with — together with someone you trust, if that is easier.',
    'safetyPlan.line': '{part}, line {number}',
    'safetyPlan.addLine': 'Add a line',
    'safetyPlan.removeLine': 'Remove line {number}',
    'safetyPlan.linesFull': 'This part has room for {count, plural, one {# line} other {# lines}}.',
    'safetyPlan.save': 'Save the plan',
    'safetyPlan.saving': 'Saving…',
    'safetyPlan.saved': 'Your plan is saved.',
    'safetyPlan.print': 'Print',
    'safetyPlan.updated': 'Last changed {date}',
    'safetyPlan.fromDevice':
      'You are offline, so this is the copy of your plan kept on this device. Changes you save now are sent when you are back online.',
  },
  {
    'safetyPlan.title': 'Мой план безопасности',
    'safetyPlan.lead':
      'План, который вы составляете для себя в более спокойный день, чтобы опереться на него, когда станет тяжело. Начните с любой части: хватит нескольких слов, а изменить план можно в любой момент.',
    'safetyPlan.private':
      'Ваш план видите только вы. Он хранится в вашем аккаунте и на этом устройстве, и Steady никому его не передаёт.',
    'safetyPlan.part.warningSigns': 'Признаки того, что начинается трудное время',
    'safetyPlan.hint.warningSigns':
      'Мысли, чувства или поступки, по которым вы замечаете, что пора открыть этот план.',
    'safetyPlan.part.onMyOwn': 'Что я могу сделать самостоятельно, чтобы стало немного легче',
    'safetyPlan.hint.onMyOwn':
      'Небольшие дела, которые уже помогали, хотя бы немного: душ, прогулка, песня. Ниже можно добавить упражнения и аудио Steady.',
    'safetyPlan.links.title': 'Упражнения и аудио Steady',
    'safetyPlan.links.audio': 'Успокаивающее аудио',
    'safetyPlan.part.distractions': 'Люди и места, которые помогают отвлечься',
    'safetyPlan.hint.distractions': 'С кем можно поговорить о повседневном, кафе, парк, дом друга.',
    'safetyPlan.part.askForHelp': 'Люди, которых я могу попросить о помощи',
    'safetyPlan.hint.askForHelp': 'Имя и как связаться, например: «Анна — +7 900 123-45-67».',
    'safetyPlan.part.professionals': 'Специалисты и службы помощи',
    'safetyPlan.hint.professionals':
      'Ваш врач, психотерапевт или линия помощи, которой вы доверяете, с их номерами. Номера экстренных служб всегда есть в вашем плане:',
    'safetyPlan.part.saferSurroundings': 'Как сделать обстановку вокруг безопаснее',
    'safetyPlan.hint.saferSurroundings':
      'Шаги, которые на время отдаляют от вас то, чем можно себе навредить, — вместе с тем, кому вы доверяете, если так легче.',
    'safetyPlan.line': '{part}, строка {number}',
    'safetyPlan.addLine': 'Добавить строку',
    'safetyPlan.removeLine': 'Удалить строку {number}',
    'safetyPlan.linesFull':
      'В этой части помещается {count, plural, one {# строка} few {# строки} many {# строк} other {# строки}}.',
    'safetyPlan.save': 'Сохранить план',
    'safetyPlan.saving': 'Сохраняем…',
    'safetyPlan.saved': 'План сохранён.',
    'safetyPlan.print': 'Распечатать',
    'safetyPlan.updated': 'Последнее изменение: {date}',
    'safetyPlan.fromDevice':
      'Сейчас нет связи с интернетом, поэтому показана копия плана, сохранённая на этом устройстве. То, что вы сохраните сейчас, отправится, когда связь вернётся.',
  },
);
