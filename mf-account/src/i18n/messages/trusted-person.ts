import { defineCatalogs } from '@steady/ui';

/** `/trusted-person` and the pages its mailed links open: calm, plain, and clear about what is sent. */
export const trustedPersonMessages = defineCatalogs(
  {
    'trusted.title': 'A trusted person',
    'trusted.lead':
      'Name one person you trust. When a moment is rough, you can ask them to get in touch with one tap — only when you choose to send it.',
    'trusted.how':
      'Steady emails them once to ask whether they agree, and sends nothing else until they do. They can say no, or stop all emails from Steady at any time. You can remove them here whenever you like.',
    'trusted.form.title': 'Who is your trusted person?',
    'trusted.form.name': 'Their name',
    'trusted.form.email': 'Their email',
    'trusted.form.language': 'Language of the emails to them',
    'trusted.form.language.en': 'English',
    'trusted.form.language.ru': 'Russian',
    'trusted.form.yourName': 'Your name, as they know you',
    'trusted.form.submit': 'Ask them',
    'trusted.form.submitting': 'Asking…',
    'trusted.form.someoneElse': 'You can name someone else. Steady will email them once to ask, as before.',
    'trusted.status.waiting': 'We emailed {name} ({email}) on {date} and are waiting for their answer.',
    'trusted.status.agreed': '{name} ({email}) agreed to be your trusted person.',
    'trusted.status.declined': '{name} said no, thanks. That is fine — nothing more will be sent to them.',
    'trusted.status.stopped': '{name} stopped the emails from Steady. Nothing more will be sent to them.',
    'trusted.message.open': 'Message {name}',
    'trusted.message.left':
      '{count, plural, =0 {You have sent as many messages today as Steady sends in a day.} one {You can send # more message in the next 24 hours.} other {You can send # more messages in the next 24 hours.}}',
    'trusted.weekly.title': 'A weekly note',
    'trusted.weekly.explanation':
      'If you both choose it, Steady emails {name} once a week: on how many days you used Steady. No health details, unless you add a line below.',
    'trusted.weekly.choose': 'Send {name} a weekly note',
    'trusted.weekly.line': 'A line you add to the note (optional)',
    'trusted.weekly.personAgreed': '{name} would like the weekly note too.',
    'trusted.weekly.personNotYet':
      '{name} has not asked for the weekly note. It goes only if they agree too, from their email.',
    'trusted.weekly.save': 'Save',
    'trusted.weekly.saved': 'Saved',
    'trusted.remove': 'Remove {name}',
    'trusted.remove.title': 'Remove {name}?',
    'trusted.remove.explanation':
      'Steady will send nothing more to {name}, and the links in their emails will stop working. You can name someone again later.',
    'trusted.remove.confirm': 'Yes, remove',
    'trusted.remove.keep': 'Keep',
    'trusted.preview.title': 'Ask {name} to get in touch',
    'trusted.preview.lead':
      'This is what Steady will email {name}. Change it as you like; nothing is sent until you tap Send.',
    'trusted.preview.default': 'I’m having a rough moment — could you get in touch?',
    'trusted.preview.label': 'Your message',
    'trusted.preview.to': 'To: {name} ({email})',
    'trusted.preview.send': 'Send',
    'trusted.preview.sending': 'Sending…',
    'trusted.preview.cancel': 'Cancel',
    'trusted.preview.sent':
      'Sent to {name}. While you wait, you could open your safety plan or try a short breathing exercise.',
    'trusted.preview.openPlan': 'Open my safety plan',
    'trusted.preview.limit':
      'You have sent as many messages in the last 24 hours as Steady sends, so this one cannot go now. If you need someone right now, please call:',
    'trusted.preview.notAgreed':
      'There is no one to message yet: a trusted person needs to agree first. You can name someone on the trusted person page.',
    'trusted.preview.toPage': 'Go to the trusted person page',
    'trusted.reply.title': 'Be a trusted person?',
    'trusted.reply.lead':
      '{name} uses Steady and named you as their trusted person: someone they can ask to get in touch when a moment is rough.',
    'trusted.reply.what':
      'If you agree, {name} can send you a short message through Steady — only when they tap Send, at most {limit, plural, one {# time} other {# times}} a day. Nothing else is sent, and you can stop all emails at any time.',
    'trusted.reply.weekly':
      'I would also like a short weekly note (on how many days {name} used Steady; it comes only if they choose it too)',
    'trusted.reply.agree': 'Yes, I agree',
    'trusted.reply.decline': 'No, thanks',
    'trusted.reply.agreed':
      'Thank you. {name} can now ask you to get in touch through Steady. Every email has a link to stop them.',
    'trusted.reply.declined': 'Thank you for answering. Steady will not email you about this again.',
    'trusted.reply.stopped': 'You have stopped these emails. Steady will not email you about this again.',
    'trusted.link.missing': 'This link is incomplete. Please open it from the email again.',
    'trusted.stop.title': 'Stop these emails',
    'trusted.stop.stopping': 'Stopping the emails…',
    'trusted.stop.done':
      'Done. Steady will send you no more emails as someone’s trusted person. You do not need to do anything else.',
    'trusted.weeklyNotes.title': 'A weekly note',
    'trusted.weeklyNotes.lead':
      'Would you like a short weekly note: on how many days that week the person who named you used Steady? It has no health details unless they add a line, and it comes only if they choose it too.',
    'trusted.weeklyNotes.agree': 'Yes, send me weekly notes',
    'trusted.weeklyNotes.done':
      'Thank you. The weekly note will come if they choose it too. Every note has a link to stop the emails.',
    'trusted.weeklyNotes.notAgreed':
      'Weekly notes go only to a trusted person who has agreed, so nothing will be sent.',
    'trusted.profile.link': 'A trusted person',
    'trusted.profile.lead': 'Someone you can ask to get in touch with one tap when a moment is rough.',
    'trusted.profile.open': 'Open the trusted person page',
  },
  {
    'trusted.title': 'Доверенный человек',
    'trusted.lead':
      'Назовите человека, которому доверяете. Когда станет тяжело, можно одним нажатием попросить его связаться с вами — только когда вы сами решите отправить сообщение.',
    'trusted.how':
      'Steady один раз напишет этому человеку и спросит, согласен ли он. Пока он не согласится, больше ничего не придёт. Он может отказаться или в любой момент отписаться от писем Steady. Убрать его можно здесь когда угодно.',
    'trusted.form.title': 'Кто ваш доверенный человек?',
    'trusted.form.name': 'Имя',
    'trusted.form.email': 'Электронная почта',
    'trusted.form.language': 'Язык писем для него',
    'trusted.form.language.en': 'Английский',
    'trusted.form.language.ru': 'Русский',
    'trusted.form.yourName': 'Ваше имя — так, как он вас знает',
    'trusted.form.submit': 'Спросить',
    'trusted.form.submitting': 'Отправляем…',
    'trusted.form.someoneElse':
      'Можно назвать другого человека. Steady так же один раз напишет ему и спросит.',
    'trusted.status.waiting': '{date} мы отправили письмо на {email} ({name}). Ждём ответа.',
    'trusted.status.agreed': '{name} ({email}) — ваш доверенный человек: согласие получено.',
    'trusted.status.declined':
      '{name}: ответ «Нет, спасибо». Ничего страшного — больше писем этому человеку не будет.',
    'trusted.status.stopped': '{name}: письма Steady отключены. Больше писем этому человеку не будет.',
    'trusted.message.open': 'Написать доверенному человеку — {name}',
    'trusted.message.left':
      '{count, plural, =0 {Сегодня вы отправили столько сообщений, сколько Steady отправляет за сутки.} one {В ближайшие 24 часа можно отправить ещё # сообщение.} few {В ближайшие 24 часа можно отправить ещё # сообщения.} many {В ближайшие 24 часа можно отправить ещё # сообщений.} other {В ближайшие 24 часа можно отправить ещё # сообщения.}}',
    'trusted.weekly.title': 'Еженедельная заметка',
    'trusted.weekly.explanation':
      'Если вы оба этого захотите, Steady раз в неделю напишет: {name} узнает, сколько дней вы были активны в Steady. Никаких сведений о здоровье — разве что вы добавите строку ниже.',
    'trusted.weekly.choose': 'Отправлять еженедельную заметку ({name})',
    'trusted.weekly.line': 'Строка от вас в заметке (необязательно)',
    'trusted.weekly.personAgreed': '{name} тоже хочет получать заметку.',
    'trusted.weekly.personNotYet':
      '{name} пока не просит заметку. Она придёт, только если этот человек тоже согласится — по ссылке в письме.',
    'trusted.weekly.save': 'Сохранить',
    'trusted.weekly.saved': 'Сохранено',
    'trusted.remove': 'Убрать доверенного человека',
    'trusted.remove.title': 'Убрать доверенного человека ({name})?',
    'trusted.remove.explanation':
      'Steady больше ничего не отправит этому человеку, а ссылки в его письмах перестанут работать. Позже можно назвать кого-то снова.',
    'trusted.remove.confirm': 'Да, убрать',
    'trusted.remove.keep': 'Оставить',
    'trusted.preview.title': 'Попросить связаться — {name}',
    'trusted.preview.lead':
      'Вот письмо, которое получит {name}. Текст можно изменить; ничего не уйдёт, пока вы не нажмёте «Отправить».',
    'trusted.preview.default': 'Мне сейчас тяжело — можешь со мной связаться?',
    'trusted.preview.label': 'Ваше сообщение',
    'trusted.preview.to': 'Кому: {name} ({email})',
    'trusted.preview.send': 'Отправить',
    'trusted.preview.sending': 'Отправляем…',
    'trusted.preview.cancel': 'Отмена',
    'trusted.preview.sent':
      'Сообщение отправлено, {name} получит его по почте. Пока ждёте ответа, можно открыть свой план безопасности или сделать короткое дыхательное упражнение.',
    'trusted.preview.openPlan': 'Открыть мой план безопасности',
    'trusted.preview.limit':
      'За последние сутки вы отправили столько сообщений, сколько Steady отправляет, поэтому сейчас это сообщение не уйдёт. Если кто-то нужен прямо сейчас, позвоните:',
    'trusted.preview.notAgreed':
      'Пока некому написать: сначала доверенный человек должен согласиться. Назвать его можно на странице «Доверенный человек».',
    'trusted.preview.toPage': 'Открыть страницу «Доверенный человек»',
    'trusted.reply.title': 'Стать доверенным человеком?',
    'trusted.reply.lead':
      '{name} пользуется Steady и хочет, чтобы вы стали доверенным человеком: тем, кого можно попросить связаться, когда становится тяжело.',
    'trusted.reply.what':
      'Если вы согласитесь, {name} сможет отправить вам через Steady короткое сообщение — только нажав «Отправить», не чаще {limit, plural, one {# раза} few {# раз} many {# раз} other {# раза}} в сутки. Больше ничего не придёт, а отписаться от писем можно в любой момент.',
    'trusted.reply.weekly':
      'Я хочу получать и короткую еженедельную заметку (сколько дней за неделю {name} заходит в Steady; она придёт, только если этого захотите вы оба)',
    'trusted.reply.agree': 'Да, я согласен или согласна',
    'trusted.reply.decline': 'Нет, спасибо',
    'trusted.reply.agreed':
      'Спасибо. Теперь {name} может попросить вас связаться через Steady. В каждом письме есть ссылка, чтобы отписаться.',
    'trusted.reply.declined': 'Спасибо за ответ. Steady больше не будет писать вам об этом.',
    'trusted.reply.stopped': 'Вы отписались от этих писем. Steady больше не будет писать вам об этом.',
    'trusted.link.missing': 'Ссылка неполная. Пожалуйста, откройте её из письма ещё раз.',
    'trusted.stop.title': 'Отписаться от писем',
    'trusted.stop.stopping': 'Отключаем письма…',
    'trusted.stop.done':
      'Готово. Steady больше не будет писать вам как доверенному человеку. Больше ничего делать не нужно.',
    'trusted.weeklyNotes.title': 'Еженедельная заметка',
    'trusted.weeklyNotes.lead':
      'Хотите раз в неделю получать короткую заметку — сколько дней за неделю человек, который вас назвал, заходит в Steady? Сведений о здоровье в ней нет, если он сам не добавит строку, и она придёт, только если он тоже этого захочет.',
    'trusted.weeklyNotes.agree': 'Да, присылайте заметки',
    'trusted.weeklyNotes.done':
      'Спасибо. Заметка придёт, если этого захочет и тот, кто вас назвал. В каждой заметке есть ссылка, чтобы отписаться.',
    'trusted.weeklyNotes.notAgreed':
      'Заметки приходят только доверенному человеку, который дал согласие, поэтому ничего не придёт.',
    'trusted.profile.link': 'Доверенный человек',
    'trusted.profile.lead': 'Тот, кого можно одним нажатием попросить связаться, когда становится тяжело.',
    'trusted.profile.open': 'Открыть страницу «Доверенный человек»',
  },
);
