import type { MailTexts } from '@steady/service-common';

type TrustedPersonMailName = 'invitation' | 'message' | 'weeklyNote';

/**
 * Every mail to a trusted person, in the language the user chose for them. Each one says who it is from
 * and ends with the link that stops every mail; nothing but the invitation goes out before they agree.
 */
export const trustedPersonMailTexts: MailTexts<TrustedPersonMailName> = {
  en: {
    invitation: {
      subject: '{yourName} would like you as their trusted person on Steady',
      text: 'Hello {name},\n\n{yourName} uses Steady, an app that helps adults with ADHD traits through hard moments. They named you as their trusted person: someone they can ask to get in touch when a moment is rough.\n\nIf you agree:\n- {yourName} can send you a short message through Steady, such as “I’m having a rough moment — could you get in touch?”. It goes only when they tap Send, never automatically, and at most {limit, plural, one {# time} other {# times}} a day.\n- If you both choose it, you can also get a short weekly note: on how many days that week they used Steady. It has no health details unless {yourName} adds a line themselves.\n\nSteady sends you nothing else, and nothing at all unless you agree. Steady is not an emergency service: if you think someone is in danger, call the local emergency number (112 in Russia and Europe, 911 in the US).\n\nYes, I agree: {agreeLink}\n\nNo, thanks: {declineLink}\n\nStop these emails at any time: {stopLink}\n\nSteady',
    },
    message: {
      subject: '{yourName} is having a rough moment',
      text: 'Hello {name},\n\n{yourName} sent you this through Steady:\n\n“{message}”\n\nThey chose to send it themselves. If you can, please get in touch with them the way you usually do. If you think they are in danger right now, call the local emergency number (112 in Russia and Europe, 911 in the US).\n\nWould you like a short weekly note from {yourName} as well (it comes only if they choose it too)? {weeklyLink}\n\nStop these emails at any time: {stopLink}\n\nSteady',
    },
    weeklyNote: {
      subject: 'A weekly note from {yourName}',
      text: 'Hello {name},\n\nThis is the weekly note {yourName} chose to send you through Steady. In the last 7 days they used Steady on {days, plural, =0 {none of the days} one {# day} other {# days}}.{hasLine, select, yes {\n\nThey added: “{line}”} other {}}\n\nThere is no need to reply; it is simply a way to stay in touch.\n\nStop these emails at any time: {stopLink}\n\nSteady',
    },
  },
  ru: {
    invitation: {
      subject: '{yourName} предлагает вам стать доверенным человеком в Steady',
      text: 'Здравствуйте, {name}!\n\n{yourName} пользуется Steady — приложением, которое помогает взрослым с чертами СДВГ в трудные моменты. Вас назвали доверенным человеком: тем, кого можно попросить связаться, когда становится тяжело.\n\nЕсли вы согласитесь:\n— {yourName} сможет отправить вам через Steady короткое сообщение, например: «Мне сейчас тяжело — можешь со мной связаться?». Оно уходит только после нажатия «Отправить», никогда автоматически, и не чаще {limit, plural, one {# раза} few {# раз} many {# раз} other {# раза}} в сутки.\n— Если вы оба этого захотите, раз в неделю может приходить короткая заметка: сколько дней за неделю были активными в Steady. Сведений о здоровье в ней нет, если только {yourName} не добавит строку от себя.\n\nНичего другого Steady вам не пришлёт, а без вашего согласия не пришлёт ничего. Steady — не экстренная служба: если вы думаете, что кому-то грозит опасность, звоните по местному экстренному номеру (112 в России и Европе, 911 в США).\n\nДа, я согласен или согласна: {agreeLink}\n\nНет, спасибо: {declineLink}\n\nОтказаться от этих писем можно в любой момент: {stopLink}\n\nSteady',
    },
    message: {
      subject: '{yourName} просит вас связаться',
      text: 'Здравствуйте, {name}!\n\n{yourName} отправляет вам через Steady сообщение:\n\n«{message}»\n\nЕго отправили сознательно, не автоматически. Если можете, свяжитесь, пожалуйста, как вы обычно это делаете. Если вы думаете, что прямо сейчас есть опасность, звоните по местному экстренному номеру (112 в России и Европе, 911 в США).\n\nХотите получать и короткую еженедельную заметку от {yourName}? Она придёт, только если этого захотите вы оба: {weeklyLink}\n\nОтказаться от этих писем можно в любой момент: {stopLink}\n\nSteady',
    },
    weeklyNote: {
      subject: 'Еженедельная заметка от {yourName}',
      text: 'Здравствуйте, {name}!\n\nЭто еженедельная заметка, которую {yourName} решает отправлять вам через Steady. Активных дней в Steady за последние 7 дней: {days}.{hasLine, select, yes {\n\nОт себя добавлено: «{line}»} other {}}\n\nОтвечать не нужно — это просто способ оставаться на связи.\n\nОтказаться от этих писем можно в любой момент: {stopLink}\n\nSteady',
    },
  },
};
