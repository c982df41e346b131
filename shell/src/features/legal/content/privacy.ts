import type { Language } from '@steady/contracts';
import type { LegalDocument } from './terms';

export const privacyDocument: Record<Language, LegalDocument> = {
  en: {
    title: 'Privacy Policy',
    lastUpdated: '22 November 2026',
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
          'Account details: your name, email address and the date you joined, and when you confirmed that you are 18 or older and accepted the Terms and this policy. If you sign up with a password, we store it only as a bcrypt hash, so nobody, including us, can read it.',
          'If you sign in with Google, we store your Google account ID, and Google shares your name, email address and, if you have one, the address of your Google profile photo with us. We never see your Google password.',
          'Profile photo: if you upload one, we check that it is a JPEG, PNG or WebP image, crop it to 256 × 256 pixels and store only that re-encoded copy, without its hidden details (such as location, camera or time taken). It is shown only to you.',
          'How you use Steady: the states you pick and when, the techniques you complete (with the day, minutes and XP they earned), your XP, level and badges, how helpful you rated a technique, your streak settings (when your day starts and whether streaks are shown), the techniques you like, and the sound mixes you save.',
          'Health-related data, only with your explicit consent, which we store with the time you gave it: your answers to the self-reflection test with your score, and your mood journal entries (date, state, text, tags, techniques tried and how you felt before and after). You can withdraw this consent on your profile.',
          'When you take the short quiz to find your state, your answers are sent to our server to work out the result; they are not stored.',
          'Payments: Stripe handles all payments. We never see or store your card number; we keep only your subscription status, its key dates (start, end of the paid or trial period, cancellation) and your Stripe customer and subscription IDs.',
          'Technical data: for every request our servers write a log line with the time, the method and address requested (with sign-in codes and similar secrets removed), the answer’s status code, how long it took, a random request ID and the IP address the request came from. When something goes wrong, a log line can also name your account ID. We do not log your browser type, and the logs are not stored in our databases.',
          'Messages: if you write to us by email, or with “Contact support” on your profile (we keep its topic, your message, when you sent it and whether you had Premium), we keep it and our reply so we can help you. For the password reset and email change links we mail you, we keep a hash of each link, the new address you asked for and when the link was sent and used, never the link itself.',
        ],
      },
      {
        heading: 'What stays on your device',
        paragraphs: [
          'Your browser’s local storage keeps: your language choice, your sign-in token and a copy of your profile (name, email, photo address, subscription status), a local copy of your progress (current state, likes, XP, level, badges and history), where you stopped in an audio track and its volume, and whether technique sound cues and phase notifications are on.',
          'Your browser’s session storage, which is cleared when you close the tab, keeps: the guided tools you have running, where you were in an exercise (such as Three good moments or the S.T.O.P. technique), and your answers to the self-reflection test until you submit them.',
          'When you sign in with Google, a short-lived cookie (steady_oauth_state) ties Google’s answer to your browser; it is used only for that sign-in. Steady sets no other cookies.',
          'What you write in the brain dump never leaves your device. It is not sent to us, and it is wiped when you shred it.',
          'Signing out removes your sign-in token, your profile copy and your progress copy from the browser. To remove everything else, clear this site’s data in your browser settings.',
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
          'Your consent: your test answers and journal entries say something about your health. We store them only after you give your explicit consent, which we ask for the first time they would be stored. If you withdraw it on your profile, we stop storing new ones; what is already stored stays until you delete it or your account.',
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
          'We keep your account details, progress, journal and test results for as long as your account is open.',
          'When you delete your account on your profile, we immediately delete your account and every record about you in all our databases: profile and photo, progress, history, completed techniques, journal, settings, likes, test results, saved mixes and your subscription record. An active subscription is cancelled at once, so you are not charged again. Your email address can then be used to register again. Copies in backups disappear as the backups are routinely replaced.',
          'Stripe keeps its own records of your payments (invoices and receipts, never card numbers in our hands) for as long as tax and accounting laws require; we keep no payment record ourselves after your account is deleted. Server log lines are kept by our hosting only for a short time.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'On your profile you can, at any time and without writing to us: change your name, photo and password; download everything we hold about you (as JSON, with your history and journal also as CSV); withdraw or give your consent to storing health-related data; and delete your account with all its data.',
          'You can also object to some uses or ask us to limit them. Withdrawing consent doesn’t affect what we did before.',
          'For anything the profile does not offer, write to {supportEmail} from the email address on your account. It’s free, and we’ll reply within one month.',
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
    lastUpdated: '22 ноября 2026 г.',
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
          'Данные аккаунта: ваше имя, адрес электронной почты, дата регистрации и время, когда вы подтвердили, что вам есть 18 лет, и приняли Условия и эту политику. Если вы регистрируетесь с паролем, мы храним его только в виде стойкого хеша, поэтому прочитать его не может никто, в том числе мы.',
          'Если вы входите через Google, мы храним идентификатор вашего аккаунта Google, а Google передаёт нам ваше имя, адрес почты и адрес фото профиля, если оно есть. Пароль от Google мы никогда не видим.',
          'Фото профиля: если вы его загружаете, мы проверяем, что это изображение JPEG, PNG или WebP, обрезаем его до 256 × 256 пикселей и храним только эту пересохранённую копию — без скрытых сведений (например, места и времени съёмки или модели камеры). Фото видите только вы.',
          'Как вы пользуетесь Steady: какие состояния выбираете и когда, какие техники выполняете (с днём, минутами и полученными XP), ваши XP, уровень и значки, ваши оценки пользы техник, настройки серий (когда начинается ваш день и показывать ли серии), понравившиеся техники и сохранённые миксы звуков.',
          'Данные о здоровье — только с вашего явного согласия, которое мы храним вместе с временем, когда вы его дали: ответы на тест для самонаблюдения с результатом и записи дневника настроения (дата, состояние, текст, теги, опробованные техники и самочувствие до и после). Согласие можно отозвать в профиле.',
          'Когда вы проходите короткий тест, чтобы определить своё состояние, ответы отправляются на наш сервер, чтобы посчитать результат, и не сохраняются.',
          'Платежи: все платежи обрабатывает Stripe. Мы никогда не видим и не храним номер вашей карты — у нас остаются только статус подписки, её ключевые даты (начало, конец оплаченного или пробного периода, отмена) и ваши идентификаторы клиента и подписки в Stripe.',
          'Технические данные: на каждый запрос наши серверы пишут строку журнала — время, метод и запрошенный адрес (без кодов входа и подобных секретов), код ответа, время обработки, случайный идентификатор запроса и IP-адрес, с которого пришёл запрос. Если что-то идёт не так, в строке журнала может быть указан идентификатор вашего аккаунта. Тип браузера мы не записываем, а журналы не хранятся в наших базах данных.',
          'Переписка: если вы пишете нам по почте или через форму «Написать в поддержку» в профиле (мы храним тему, текст, время отправки и то, был ли у вас Премиум), мы сохраняем ваше сообщение и наш ответ, чтобы помочь вам. Для ссылок на сброс пароля и смену почты, которые мы присылаем, мы храним хеш каждой ссылки, новый адрес, который вы указали, и время отправки и использования ссылки, но не саму ссылку.',
        ],
      },
      {
        heading: 'Что хранится только на вашем устройстве',
        paragraphs: [
          'В локальном хранилище браузера хранятся: выбранный язык, токен входа и копия профиля (имя, почта, адрес фото, статус подписки), локальная копия прогресса (текущее состояние, отметки «нравится», XP, уровень, значки и история), место остановки в аудиозаписи и громкость, а также включены ли звуковые сигналы и уведомления о фазах техник.',
          'В сессионном хранилище браузера, которое очищается при закрытии вкладки, хранятся: запущенные упражнения, место, где вы остановились в упражнении (например, «Три хороших момента» или техника С.Т.О.П.), и ваши ответы на тест для самонаблюдения до их отправки.',
          'При входе через Google недолговечный куки-файл связывает ответ Google с вашим браузером и используется только для этого входа. Других куки-файлов Steady не устанавливает.',
          'То, что вы пишете во время выгрузки мыслей, никогда не покидает ваше устройство. Текст не отправляется нам и стирается, когда вы его «уничтожаете».',
          'При выходе из аккаунта из браузера удаляются токен входа, копия профиля и копия прогресса. Чтобы удалить всё остальное, очистите данные этого сайта в настройках браузера.',
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
          'Ваше согласие: ответы на тест и записи дневника говорят о вашем здоровье. Мы сохраняем их только после вашего явного согласия, которое спрашиваем, когда они сохраняются впервые. Если вы отзовёте его в профиле, новые мы сохранять перестанем; уже сохранённое останется, пока вы не удалите его или аккаунт.',
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
          'Данные аккаунта, прогресс, дневник и результаты тестов мы храним, пока ваш аккаунт существует.',
          'Когда вы удаляете аккаунт в профиле, мы сразу удаляем аккаунт и все записи о вас во всех наших базах данных: профиль и фото, прогресс, историю, выполненные техники, дневник, настройки, отметки «нравится», результаты тестов, сохранённые миксы и запись о подписке. Активная подписка сразу отменяется, и новых списаний не будет. После этого с тем же адресом почты можно зарегистрироваться снова. Копии в резервных архивах исчезают по мере их плановой замены.',
          'Stripe хранит собственные записи о ваших платежах (счета и квитанции; номеров карт у нас нет) столько, сколько требует налоговое и бухгалтерское законодательство; сами мы после удаления аккаунта не храним о платежах ничего. Строки журналов серверов хранятся у хостинга недолго.',
        ],
      },
      {
        heading: 'Ваши права',
        paragraphs: [
          'В профиле вы в любой момент и без писем нам можете: изменить имя, фото и пароль; скачать всё, что мы о вас храним (в JSON, а историю и дневник — ещё и в CSV); дать или отозвать согласие на хранение данных о здоровье; удалить аккаунт со всеми данными.',
          'Вы также можете возразить против некоторых способов обработки или попросить ограничить её. Отзыв согласия не влияет на то, что мы делали до него.',
          'Во всём, чего нет в профиле, напишите на {supportEmail} с адреса, привязанного к аккаунту. Это бесплатно, и мы ответим в течение месяца.',
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
