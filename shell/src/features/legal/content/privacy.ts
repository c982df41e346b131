import type { Language } from '@steady/contracts';
import type { LegalDocument } from './terms';

export const privacyDocument: Record<Language, LegalDocument> = {
  en: {
    title: 'Privacy Policy',
    lastUpdated: '28 March 2024',
    intro:
      'This policy explains what information Steady collects, why we need it and what control you have over it. We collect only what we need to run the app, and we never sell your data.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Steady is a self-help web app for adults with attention-deficit traits. We are responsible for the personal data described in this policy.',
          'If anything here is unclear, write to us at {supportEmail}. We’re happy to explain.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account details: your name, email address and the date you joined. If you sign up with a password, we store it only as a secure hash, so nobody, including us, can read it.',
          'If you sign in with Google, Google shares your name, email address and, if you have one, your profile photo with us. We never see your Google password.',
          'How you use Steady: the states you pick, the techniques you complete, your XP, level and badges, the techniques you like and your history. If you take the self-reflection test, we keep your answers and your result.',
          'When you take the short quiz to find your state, your answers are sent to our server to work out the result.',
          'Payments: Stripe handles all payments. We never see or store your card number; we keep only your subscription status, its key dates and your Stripe customer ID.',
          'Technical data: like most websites, our servers record basic details such as your IP address, browser type and the time of each request. This helps us keep the service working and secure.',
          'Messages: if you write to us, we keep your email and our reply so we can help you.',
        ],
      },
      {
        heading: 'What stays on your device',
        paragraphs: [
          'Some things are kept only in your browser’s local storage: your language choice, your sign-in token and a local copy of your progress, such as your current state, likes, XP and history.',
          'A few exercises, such as Three good moments and the S.T.O.P. technique, remember where you were in your browser’s session storage. It is cleared when you close the tab.',
          'What you write in the brain dump never leaves your device. It is not sent to us, and it is wiped when you shred it.',
          'Signing out removes your sign-in token from the browser. To remove everything else, clear this site’s data in your browser settings.',
        ],
      },
      {
        heading: 'Why we use your information',
        paragraphs: [
          'To create and run your account, and to sign you in and keep you signed in.',
          'To show your progress, XP, levels, likes and history, and to suggest techniques that fit how you feel.',
          'To run Premium: to start your trial, check your subscription status, and handle cancellations and refunds.',
          'To keep Steady safe, fix problems, understand what needs improving and answer your messages.',
          'We don’t use your data for advertising. We don’t make automated decisions about you that have legal or similarly serious effects.',
        ],
      },
      {
        heading: 'Our legal reasons, in plain words',
        paragraphs: [
          'Our agreement with you: we need most of this information to give you what you signed up for, such as your account, progress and subscription.',
          'Legitimate interests: we use technical data to keep Steady secure and working well, in ways you would reasonably expect.',
          'Your consent: the states you pick and your test answers can say something about your wellbeing. We use them only because you choose to share them and only for the features you use, and you can ask us to delete them at any time.',
          'Legal duties: we keep some payment records because tax and accounting laws require it.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Stripe processes your payments and keeps your card details under its own privacy policy.',
          'Google is involved only if you choose to sign in with Google. Google’s own privacy policy applies to your Google account.',
          'Our hosting and infrastructure providers store and run Steady for us. They may use the data only to provide their service to us.',
          'We may also share information if the law requires it, or if it is needed to protect someone’s safety.',
          'We never sell your data. We don’t use advertising trackers, and we don’t share your data with advertisers.',
          'Some of these providers may process data outside your country. When that happens, we rely on appropriate safeguards, such as standard contractual clauses.',
        ],
      },
      {
        heading: 'Shareable test-result links',
        paragraphs: [
          'Each self-reflection test result has its own link. Anyone who has the link can open the result page and see the score and what it means.',
          'Your name and email address are not shown on that page. Share the link only with people you trust, and write to {supportEmail} if you’d like a result removed.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account details, progress and test results for as long as your account is open.',
          'When you ask us to delete your account, we delete or anonymise your personal data within a reasonable time. Copies in backups disappear as the backups are routinely replaced.',
          'We keep payment records, never card numbers, for as long as tax and accounting laws require. Server logs are kept only for a short time.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask us to show you the data we hold about you, to correct it, to delete it, or to export it and give you a copy in a common format.',
          'You can also object to some uses, ask us to limit them, or withdraw your consent at any time. Withdrawing consent doesn’t affect what we did before.',
          'To use any of these rights, write to {supportEmail} from the email address on your account. It’s free, and we’ll reply within one month.',
          'If you’re not happy with our answer, you can complain to the data protection authority where you live.',
        ],
      },
      {
        heading: 'Keeping your data safe',
        paragraphs: [
          'We use encrypted connections (HTTPS), store passwords only as hashes and limit who can access personal data.',
          'Your sign-in token is kept in your browser, so please sign out when you use a shared or public device.',
          'No system is perfectly secure. If a breach puts your data at risk, we’ll tell you and the authorities as the law requires.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'Steady is for people aged 18 and over. We don’t knowingly collect data from anyone under 18.',
          'If you think someone under 18 has given us their data, write to {supportEmail}, and we’ll delete it.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when Steady or the law changes. The date at the top of this page shows when it was last updated.',
          'If a change matters, we’ll tell you in the app or by email before it applies.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'Questions about your privacy or this policy? Write to us at {supportEmail}, and we’ll be glad to help.',
        ],
      },
    ],
  },
  ru: {
    title: 'Политика конфиденциальности',
    lastUpdated: '28 марта 2024 г.',
    intro:
      'Здесь рассказано, какие данные собирает Steady, зачем они нам и как вы можете ими управлять. Мы собираем только то, что нужно для работы приложения, и никогда не продаём ваши данные.',
    sections: [
      {
        heading: 'Кто мы',
        paragraphs: [
          'Steady — веб-приложение для самопомощи взрослым с чертами дефицита внимания. Мы отвечаем за обработку персональных данных, описанных в этой политике.',
          'Если что-то здесь непонятно, напишите нам на {supportEmail}. Мы с радостью всё объясним.',
        ],
      },
      {
        heading: 'Какие данные мы собираем',
        paragraphs: [
          'Данные аккаунта: ваше имя, адрес электронной почты и дата регистрации. Если вы регистрируетесь с паролем, мы храним его только в виде защищённого хеша, поэтому прочитать его не может никто, в том числе мы.',
          'Если вы входите через Google, Google передаёт нам ваше имя, адрес почты и фото профиля, если оно есть. Пароль от Google мы никогда не видим.',
          'Как вы пользуетесь Steady: какие состояния выбираете, какие техники выполняете, ваши XP, уровень и значки, понравившиеся техники и история. Если вы проходите тест для самонаблюдения, мы сохраняем ваши ответы и результат.',
          'Когда вы проходите короткий тест, чтобы определить своё состояние, ответы отправляются на наш сервер, чтобы посчитать результат.',
          'Платежи: все платежи обрабатывает Stripe. Мы никогда не видим и не храним номер вашей карты — у нас остаются только статус подписки, её ключевые даты и ваш идентификатор клиента в Stripe.',
          'Технические данные: как и большинство сайтов, наши серверы записывают базовые сведения — IP-адрес, тип браузера и время каждого запроса. Это помогает нам поддерживать работу и безопасность сервиса.',
          'Переписка: если вы пишете нам, мы сохраняем ваше письмо и наш ответ, чтобы помочь вам.',
        ],
      },
      {
        heading: 'Что хранится только на вашем устройстве',
        paragraphs: [
          'Некоторые данные хранятся только в локальном хранилище вашего браузера: выбранный язык, токен входа и локальная копия вашего прогресса — текущее состояние, отметки «нравится», XP и история.',
          'Некоторые упражнения, например «Три хороших момента» и техника С.Т.О.П., запоминают, где вы остановились, в сессионном хранилище браузера. Оно очищается, когда вы закрываете вкладку.',
          'То, что вы пишете во время выгрузки мыслей, никогда не покидает ваше устройство. Текст не отправляется нам и стирается, когда вы его «уничтожаете».',
          'При выходе из аккаунта токен входа удаляется из браузера. Чтобы удалить всё остальное, очистите данные этого сайта в настройках браузера.',
        ],
      },
      {
        heading: 'Зачем мы используем ваши данные',
        paragraphs: [
          'Чтобы создать и вести ваш аккаунт, обеспечивать вход в него и не запрашивать пароль при каждом визите.',
          'Чтобы показывать ваш прогресс, XP, уровни, отметки «нравится» и историю, а также предлагать техники под ваше состояние.',
          'Чтобы обслуживать «Премиум»: запускать пробный период, проверять статус подписки, обрабатывать отмену и возврат денег.',
          'Чтобы обеспечивать безопасность Steady, исправлять неполадки, понимать, что стоит улучшить, и отвечать на ваши письма.',
          'Мы не используем ваши данные для рекламы. Мы не принимаем о вас автоматических решений, которые влекут юридические или столь же серьёзные последствия.',
        ],
      },
      {
        heading: 'На каком основании мы это делаем — простыми словами',
        paragraphs: [
          'Наше соглашение с вами: большая часть этих данных нужна, чтобы дать вам то, ради чего вы зарегистрировались, — аккаунт, прогресс и подписку.',
          'Законный интерес: технические данные мы используем, чтобы Steady работал надёжно и безопасно, — так, как вы вполне можете ожидать.',
          'Ваше согласие: выбранные состояния и ответы на тесты могут кое-что говорить о вашем самочувствии. Мы используем их только потому, что вы сами решили ими поделиться, и только для тех функций, которыми вы пользуетесь, а удалить их можно попросить в любой момент.',
          'Требования закона: некоторые записи о платежах мы храним, потому что этого требует налоговое и бухгалтерское законодательство.',
        ],
      },
      {
        heading: 'С кем мы делимся данными',
        paragraphs: [
          'Stripe обрабатывает ваши платежи и хранит данные карты в соответствии со своей политикой конфиденциальности.',
          'Google участвует, только если вы сами выбираете вход через Google. К вашему аккаунту Google применяется политика конфиденциальности Google.',
          'Наши хостинг- и инфраструктурные провайдеры хранят данные Steady и обеспечивают его работу по нашему поручению. Они могут использовать данные только для того, чтобы оказывать нам свои услуги.',
          'Мы также можем передать данные, если этого требует закон или если это нужно, чтобы защитить чью-то безопасность.',
          'Мы никогда не продаём ваши данные. Мы не используем рекламные трекеры и не передаём ваши данные рекламодателям.',
          'Некоторые из этих провайдеров могут обрабатывать данные за пределами вашей страны. В таких случаях мы применяем надлежащие меры защиты, например стандартные договорные условия.',
        ],
      },
      {
        heading: 'Ссылки на результаты теста',
        paragraphs: [
          'У каждого результата теста для самонаблюдения есть своя ссылка. Любой, у кого есть эта ссылка, может открыть страницу результата и увидеть баллы и их расшифровку.',
          'Ваше имя и адрес почты на этой странице не показываются. Делитесь ссылкой только с теми, кому доверяете, а если хотите удалить результат, напишите на {supportEmail}.',
        ],
      },
      {
        heading: 'Как долго мы храним данные',
        paragraphs: [
          'Данные аккаунта, прогресс и результаты тестов мы храним, пока ваш аккаунт существует.',
          'Когда вы просите удалить аккаунт, мы удаляем или обезличиваем ваши персональные данные в разумный срок. Копии в резервных архивах исчезают по мере их плановой замены.',
          'Записи о платежах — но никогда не номера карт — мы храним столько, сколько требует налоговое и бухгалтерское законодательство. Журналы серверов хранятся недолго.',
        ],
      },
      {
        heading: 'Ваши права',
        paragraphs: [
          'Вы можете попросить показать, какие данные о вас у нас есть, исправить или удалить их, а также выгрузить их и получить копию в распространённом формате.',
          'Вы также можете возразить против некоторых способов обработки, попросить ограничить её или в любой момент отозвать согласие. Отзыв согласия не влияет на то, что мы делали до него.',
          'Чтобы воспользоваться любым из этих прав, напишите на {supportEmail} с адреса, привязанного к аккаунту. Это бесплатно, и мы ответим в течение месяца.',
          'Если наш ответ вас не устроит, вы можете подать жалобу в орган по защите персональных данных в вашей стране.',
        ],
      },
      {
        heading: 'Как мы защищаем данные',
        paragraphs: [
          'Мы используем зашифрованное соединение (HTTPS), храним пароли только в виде хешей и ограничиваем круг тех, у кого есть доступ к персональным данным.',
          'Токен входа хранится в вашем браузере, поэтому выходите из аккаунта, если пользуетесь общим или чужим устройством.',
          'Абсолютно защищённых систем не бывает. Если утечка поставит ваши данные под угрозу, мы сообщим об этом вам и надзорным органам, как того требует закон.',
        ],
      },
      {
        heading: 'Дети',
        paragraphs: [
          'Steady предназначен для людей в возрасте 18 лет и старше. Мы сознательно не собираем данные лиц младше 18 лет.',
          'Если вы считаете, что несовершеннолетний передал нам свои данные, напишите на {supportEmail}, и мы их удалим.',
        ],
      },
      {
        heading: 'Изменения политики',
        paragraphs: [
          'Мы можем обновлять эту политику, если меняется Steady или закон. Дата вверху страницы показывает, когда она обновлялась в последний раз.',
          'О важных изменениях мы сообщим в приложении или по электронной почте до того, как они вступят в силу.',
        ],
      },
      {
        heading: 'Как с нами связаться',
        paragraphs: [
          'Есть вопросы о ваших данных или об этой политике? Напишите нам на {supportEmail} — мы с радостью поможем.',
        ],
      },
    ],
  },
};
