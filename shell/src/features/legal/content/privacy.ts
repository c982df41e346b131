import type { Language } from '@steady/contracts';
import type { LegalDocument } from './terms';

export const privacyDocument: Record<Language, LegalDocument> = {
  en: {
    title: 'Privacy Policy',
    lastUpdated: '28 November 2026',
    intro:
      'This policy explains what information Steady collects, why we need it and what control you have over it. We collect only what we need to run the app, and we never sell your data.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Steady is a self-help web app for adults with ADHD traits. We are responsible for the personal data described in this policy.',
          'If anything here is unclear, write to us at {supportEmail}. We’re happy to explain.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account details: your name, email address and the date you joined, and when you confirmed that you are 18 or older and accepted the Terms and this policy (asked before any account is created, with Google too). If you sign up with a password, we store it only as a bcrypt hash, so nobody, including us, can read it. We also keep the theme you choose and, if you kept the progress you made as a guest, when you did.',
          'If you sign in with Google, we store your Google account ID, and Google shares your name, email address and, if you have one, the address of your Google profile photo with us. We never see your Google password.',
          'Profile photo: if you upload one, we check that it is a JPEG, PNG or WebP image, crop it to 256 × 256 pixels and store only that re-encoded copy, without its hidden details (such as location, camera or time taken). It is shown only to you.',
          'Sign-ins: for each device you sign in on we keep a session: when it started, when it ends if it is not used (30 days after its last use), whether it was signed out, and a hash of the code that renews it, never the code itself. “Sign out everywhere” on your profile ends them all.',
          'Reminders (Premium): for each reminder, its time, days, time zone and language, the state or technique it opens, whether it is paused, whether and how often it repeats, and when it was last sent and is next due; and your quiet hours. For a week we keep each notification a reminder sent or is to send (a repeat, a snooze, “Later today”), what became of it and which of its buttons you used; to stop repeating once you have practised, we look at the techniques you finished that day. To deliver reminders as notifications, we keep the address your browser’s push service gave us with its encryption keys; for your calendar link, we keep its secret code until you renew or remove it.',
          'How you use Steady: the states you pick and when, the techniques you complete (with the day, minutes and XP they earned), your XP, level and badges, how helpful you rated a technique, your streak settings (when your day starts and whether streaks are shown), the techniques you like, and the sound mixes you save.',
          'Health-related data, only with your explicit consent, which we store with the time you gave it: your answers to the self-reflection test with your score, and your mood journal entries (date, state, text, tags, techniques tried and how you felt before and after). You can withdraw this consent on your profile.',
          'Your safety plan, if you write one (free for every account), with the same consent: the lines you write in its six parts — warning signs, things you can do on your own, people and places that take your mind off things, people you can ask for help (with the names and numbers you give), professionals and crisis lines, and making your surroundings safer — the Steady exercises and audio you pick for it, and when you last changed it. It is shown only to you, while you are signed in. We never send it to anyone, including the people you name in it, and nobody at Steady looks at it.',
          'A trusted person, if you name one (free for every account), with the same consent: their name and email address, the language of the mails to them, your name as they know you, whether they agreed, declined or stopped the mails and when, whether you and they chose the weekly note and the line you add to it, and when each message and weekly note went out (never a message’s text). We email that person once to ask whether they agree, and send nothing else unless they do. After that they get only what you send yourself with Send — your message in your words, with your name as you gave it, at most 3 in 24 hours — and, if you both chose it, a weekly note: on how many days that week you used Steady, with no health details unless you add a line. Every mail to them has a link that stops them all, at any time. When you remove them or delete your account, nothing more is sent and what we kept about them is deleted.',
          'A summary for your clinician (Premium), if you make one: we put it together from the records above — for the period, the parts and the journal entries you choose (no journal entry unless you tick it) — only when you ask, and hand it to you alone, as a page to print or a PDF to download. We keep no copy of it and never send it to anyone, your clinician included; whom you show it to is up to you.',
          'Your medication log, if you keep one (free for every account), with the same consent: the names of your medications and the dose notes exactly as you write them, each time you mark as taken and, if you add it, when you felt it wearing off, and, if you choose to keep a count, how many doses you have, the number at which to remind you and the reminder’s time, time zone and language. Steady never suggests medications or doses. A refill reminder is sent like your other reminders (as a notification or in your calendar, with Premium) and never names the medication. The log is shown only to you, and Steady uses it only to show you your own statistics.',
          'When you take the short quiz to find your state, your answers are sent to our server to work out the result; they are not stored.',
          'Payments: Stripe handles all payments. We never see or store your card number; we keep only your subscription status, its key dates (start, end of the free trial, end of the paid period, cancellation, the end of a pause and the language of its reminder) and your Stripe customer and subscription IDs. To set up your payment, we give Stripe your email address, your Steady account ID and the language of the payment page.',
          'Technical data: for every request our servers write a log line with the time, the method and address requested (with sign-in codes and similar secrets removed), the answer’s status code, how long it took, a random request ID and the IP address the request came from. When something goes wrong, a log line can also name your account ID, a support request number or a Stripe ID. We do not log your browser type or any other request header, and the logs are not stored in our databases.',
          'Messages: if you write to us by email, or with “Contact support” on your profile (we keep its topic, your message, when you sent it and whether you had Premium), we keep it and our reply so we can help you; a request sent from your profile is also mailed to our support inbox. Three days before a free trial ends, and three days before a pause of Premium ends, we email you a reminder. For the password reset and email change links we mail you, we keep a hash of each link, the new address you asked for and when the link was sent and used, never the link itself.',
        ],
      },
      {
        heading: 'What stays on your device',
        paragraphs: [
          'Your browser’s local storage keeps: your language and theme, your sign-in token and a copy of your profile (name, email, photo address, subscription status), a local copy of your progress (current state, likes, XP, level, badges and history), where you stopped in an audio track and its volume, and whether technique sound cues and phase notifications are on.',
          'Your browser’s session storage, which is cleared when you close the tab, keeps: the guided exercises you have running and where you were in each (the text you are writing in the brain dump too), your answers to the self-reflection test until you submit them, and a note that your session ended, so the sign-in page can say so.',
          'Cookies: when you sign in, an HttpOnly cookie (steady_refresh) holds the code that renews your sign-in. Page scripts cannot read it, it is sent only to our sign-in service, and it ends when you sign out or 30 days after you last used Steady. When you sign in with Google, two cookies that last 10 minutes (steady_oauth_state and steady_oauth_intent) tie Google’s answer to your browser and remember the page to return to and whether you accepted the Terms. Steady sets no other cookies and no tracking cookies.',
          'So that Steady works offline, its service worker keeps the app’s files and general content (such as tips, techniques and the plan) in your browser’s cache, and the audio tracks you played or chose to keep on the device. Your own data is never kept there.',
          'What you save while offline, or after your session ended — finished techniques, likes, ratings, journal entries, changes to your safety plan and to your medication log — waits in your browser’s IndexedDB, marked with your account ID, until it reaches us; it is deleted from the device as soon as it is saved.',
          'Your browser’s local storage also keeps the last copy of your safety plan you opened or saved, marked with your account ID, so the plan opens without a connection. It is shown only while you are signed in to that account; it stays on the device after you sign out, until you clear this site’s data or delete your account in this browser.',
          'What you write in the brain dump never leaves your device. It is not sent to us, and it is wiped when you shred it or close the tab.',
          'Signing out removes your sign-in token, your profile copy, your progress copy and the stored audio tracks from the browser. To remove everything else, clear this site’s data in your browser settings.',
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
          'Your consent: your test answers, journal entries, safety plan and trusted person say something about your health. We store them only after you give your explicit consent, which we ask for the first time they would be stored. If you withdraw it on your profile, we stop storing new ones; what is already stored stays until you delete it or your account.',
          'Your consent: your test answers, journal entries, safety plan and medication log say something about your health. We store them only after you give your explicit consent, which we ask for the first time they would be stored. If you withdraw it on your profile, we stop storing new ones; what is already stored stays until you delete it or your account.',
          'Legal duties: we keep some payment records because tax and accounting laws require it.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Stripe processes your payments and keeps your card details under its own privacy policy.',
          'Google is involved only if you choose to sign in with Google. Google’s own privacy policy applies to your Google account.',
          'Our email provider delivers the mails we send you (password reset, email change, trial and pause reminders), the mails to your trusted person if you name one, and the support requests you send from your profile to our inbox.',
          'If you turn on reminder notifications, your browser’s push service (run by your browser’s maker, such as Google, Mozilla or Apple) delivers them. Their content is encrypted, so the push service cannot read it.',
          'Our hosting and infrastructure providers store and run Steady for us. They may use the data only to provide their service to us.',
          'We may also share information if the law requires it, or if it is needed to protect someone’s safety.',
          'We never sell your data. We don’t use advertising trackers, and we don’t share your data with advertisers.',
          'Some of these providers may process data outside your country. When that happens, we rely on appropriate safeguards, such as standard contractual clauses.',
        ],
      },
      {
        heading: 'Shareable test-result links',
        paragraphs: [
          'Each self-reflection test result has its own link. Anyone who has the link can open the result page and see the score and what it means, until you choose “Stop sharing” on that page: from then on only you can open it.',
          'Your name and email address are not shown on that page. Share the link only with people you trust, and write to {supportEmail} if you’d like a result removed.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account details, progress, journal and test results for as long as your account is open.',
          'When you delete your account on your profile, we immediately delete your account and every record about you in all our databases: profile and photo, consents, sign-in sessions, progress, history, completed techniques, journal, safety plan, trusted person and the record of mails to them, settings, reminders and push addresses, support requests, password-reset and email-change records, likes, test results (their shared links stop working), saved mixes, and your subscription and trial records. An active subscription is cancelled at once, so you are not charged again, and you are signed out on every device. Your email address can then be used to register again. Copies in backups disappear as the backups are routinely replaced.',
          'When you delete your account on your profile, we immediately delete your account and every record about you in all our databases: profile and photo, consents, sign-in sessions, progress, history, completed techniques, journal, safety plan, medication log, settings, reminders and push addresses, support requests, password-reset and email-change records, likes, test results (their shared links stop working), saved mixes, and your subscription and trial records. An active subscription is cancelled at once, so you are not charged again, and you are signed out on every device. Your email address can then be used to register again. Copies in backups disappear as the backups are routinely replaced.',
          'What remains after deletion: Stripe keeps its customer record (your email address and our account ID) with your invoices and payments for as long as tax and accounting laws require; we keep no payment record ourselves. Support requests you sent from your profile were also mailed to our support inbox: those mails and our replies are not deleted automatically, so write to {supportEmail} if you want them removed. Server log lines, which can contain your account ID, are kept by our hosting only for a short time.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'On your profile you can, at any time and without writing to us: change your name, email, photo and password; sign out on every device; download everything we hold about you (as JSON, with your history and journal also as CSV); withdraw or give your consent to storing health-related data; and delete your account with all its data.',
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
    lastUpdated: '28 ноября 2026 г.',
    intro:
      'Здесь рассказано, какие данные собирает Steady, зачем они нам и как вы можете ими управлять. Мы собираем только то, что нужно для работы приложения, и никогда не продаём ваши данные.',
    sections: [
      {
        heading: 'Кто мы',
        paragraphs: [
          'Steady — веб-приложение для самопомощи взрослым с признаками СДВГ. Мы отвечаем за обработку персональных данных, описанных в этой политике.',
          'Если что-то здесь непонятно, напишите нам на {supportEmail}. Мы с радостью всё объясним.',
        ],
      },
      {
        heading: 'Какие данные мы собираем',
        paragraphs: [
          'Данные аккаунта: ваше имя, адрес электронной почты, дата регистрации и время, когда вы подтвердили, что вам есть 18 лет, и приняли Условия и эту политику (мы спрашиваем об этом до создания любого аккаунта, в том числе через Google). Если вы регистрируетесь с паролем, мы храним его только в виде хеша bcrypt, поэтому прочитать его не может никто, в том числе мы. Ещё мы храним выбранную тему оформления и, если вы сохранили прогресс, набранный без аккаунта, время, когда вы это сделали.',
          'Если вы входите через Google, мы храним идентификатор вашего аккаунта Google, а Google передаёт нам ваше имя, адрес почты и адрес фото профиля, если оно есть. Пароль от Google мы никогда не видим.',
          'Фото профиля: если вы его загружаете, мы проверяем, что это изображение JPEG, PNG или WebP, обрезаем его до 256 × 256 пикселей и храним только эту пересохранённую копию — без скрытых сведений (например, места и времени съёмки или модели камеры). Фото видите только вы.',
          'Входы в аккаунт: для каждого устройства, на котором вы вошли, мы храним сеанс — когда он начался, когда закончится, если им не пользоваться (через 30 дней после последнего использования), выходили ли вы из него, а также хеш кода, которым он продлевается, но не сам код. Кнопка «Выйти на всех устройствах» в профиле завершает их все.',
          'Напоминания (Премиум): для каждого напоминания — время, дни, часовой пояс и язык, состояние или техника, которую оно открывает, приостановлено ли оно, повторяется ли и как часто, когда было отправлено в последний раз и когда сработает в следующий; а также ваши «тихие часы». Неделю мы храним каждое уведомление, которое напоминание отправило или должно отправить (повтор, «Через 10 минут», «Позже сегодня»), что с ним стало и какую кнопку вы нажали; чтобы не повторять напоминание, когда вы уже позанимались, мы смотрим, какие техники вы завершили в этот день. Чтобы присылать напоминания уведомлениями, мы храним адрес, который выдала служба уведомлений вашего браузера, вместе с ключами шифрования; для ссылки на календарь мы храним её секретный код, пока вы не обновите или не удалите ссылку.',
          'Как вы пользуетесь Steady: какие состояния выбираете и когда, какие техники выполняете (с днём, минутами и полученными XP), ваши XP, уровень и значки, ваши оценки пользы техник, настройки серий (когда начинается ваш день и показывать ли серии), понравившиеся техники и сохранённые миксы звуков.',
          'Данные о здоровье — только с вашего явного согласия, которое мы храним вместе с временем, когда вы его дали: ответы на тест для самонаблюдения с результатом и записи дневника настроения (дата, состояние, текст, теги, опробованные техники и самочувствие до и после). Согласие можно отозвать в профиле.',
          'Ваш план безопасности, если вы его составите (он бесплатен для любого аккаунта), — с тем же согласием: строки, которые вы пишете в шести его частях (признаки трудного времени; что можно сделать самостоятельно; люди и места, которые помогают отвлечься; люди, которых можно попросить о помощи, с их именами и номерами; специалисты и службы помощи; как сделать обстановку безопаснее), выбранные для него упражнения и аудио Steady и время последнего изменения. План видите только вы, когда вошли в аккаунт. Мы никому его не отправляем, в том числе людям, которых вы в нём называете, и никто в Steady его не читает.',
          'Доверенный человек, если вы его назовёте (это бесплатно для любого аккаунта), — с тем же согласием: его имя и адрес почты, язык писем для него, ваше имя — так, как он вас знает, согласился ли он, отказался или отписался от писем и когда, выбрали ли вы и он еженедельную заметку и строку, которую вы в неё добавляете, и время отправки каждого сообщения и заметки (текст сообщений мы не храним). Мы один раз пишем этому человеку и спрашиваем, согласен ли он, и без его согласия ничего больше не отправляем. После согласия он получает только то, что вы сами отправляете кнопкой «Отправить», — ваше сообщение вашими словами с вашим именем, не больше 3 за сутки, — и, если вы оба этого захотели, еженедельную заметку: сколько дней за неделю вы были активны в Steady, без сведений о здоровье, если вы сами не добавите строку. В каждом письме ему есть ссылка, чтобы отписаться от всех писем в любой момент. Когда вы убираете его или удаляете аккаунт, больше ничего не отправляется, а то, что мы о нём хранили, удаляется.',
          'Сводка для специалиста (Премиум), если вы её составите: мы собираем её из перечисленных выше записей — за выбранный вами период, с выбранными разделами и записями дневника (ни одной записи, если вы их не отметили), — только по вашей просьбе и отдаём только вам: страницей для печати или файлом PDF. Мы не храним её копий и никому её не отправляем, в том числе вашему врачу; кому её показать, решаете вы.',
          'Ваш журнал приёма лекарств, если вы его ведёте (он бесплатен для любого аккаунта), — с тем же согласием: названия лекарств и заметки о дозе ровно так, как вы их пишете, каждое время приёма и, если вы его отмечаете, время, когда действие стало проходить, а если вы решите считать дозы, — сколько их у вас, число, при котором напомнить, и время, часовой пояс и язык напоминания. Steady никогда не предлагает лекарства и дозы. Напоминание о запасе приходит так же, как другие ваши напоминания (уведомлением или в календаре, с Премиумом), и не называет лекарство. Журнал видите только вы, и Steady использует его только для вашей собственной статистики.',
          'Когда вы проходите короткий тест, чтобы определить своё состояние, ответы отправляются на наш сервер, чтобы посчитать результат, и не сохраняются.',
          'Платежи: все платежи обрабатывает Stripe. Мы никогда не видим и не храним номер вашей карты — у нас остаются только статус подписки, её ключевые даты (начало, конец бесплатного пробного периода, конец оплаченного периода, отмена, конец паузы и язык напоминания о нём) и ваши идентификаторы клиента и подписки в Stripe. Чтобы оформить оплату, мы передаём Stripe ваш адрес почты, идентификатор аккаунта Steady и язык страницы оплаты.',
          'Технические данные: на каждый запрос наши серверы пишут строку журнала — время, метод и запрошенный адрес (без кодов входа и подобных секретов), код ответа, время обработки, случайный идентификатор запроса и IP-адрес, с которого пришёл запрос. Если что-то идёт не так, в строке журнала может быть указан идентификатор вашего аккаунта, номер обращения в поддержку или идентификатор в Stripe. Тип браузера и другие заголовки запроса мы не записываем, а журналы не хранятся в наших базах данных.',
          'Переписка: если вы пишете нам по почте или через форму «Написать в поддержку» в профиле (мы храним тему, текст, время отправки и то, был ли у вас Премиум), мы сохраняем ваше сообщение и наш ответ, чтобы помочь вам; обращение из профиля также отправляется письмом в наш почтовый ящик поддержки. За три дня до конца бесплатного пробного периода и за три дня до конца паузы Премиума мы присылаем вам письмо-напоминание. Для ссылок на сброс пароля и смену почты, которые мы присылаем, мы храним хеш каждой ссылки, новый адрес, который вы указали, и время отправки и использования ссылки, но не саму ссылку.',
        ],
      },
      {
        heading: 'Что хранится только на вашем устройстве',
        paragraphs: [
          'В локальном хранилище браузера хранятся: выбранные язык и тема оформления, токен входа и копия профиля (имя, почта, адрес фото, статус подписки), локальная копия прогресса (текущее состояние, отметки «нравится», XP, уровень, значки и история), место остановки в аудиозаписи и громкость, а также включены ли звуковые сигналы и уведомления о фазах техник.',
          'В сессионном хранилище браузера, которое очищается при закрытии вкладки, хранятся: запущенные упражнения и место, где вы остановились в каждом (в том числе текст, который вы пишете при выгрузке мыслей), ваши ответы на тест для самонаблюдения до их отправки и отметка о том, что сеанс закончился, чтобы страница входа могла об этом сказать.',
          'Куки-файлы: при входе куки-файл с пометкой HttpOnly (steady_refresh) хранит код, которым продлевается вход. Скрипты страницы не могут его прочитать, он отправляется только нашей службе входа и удаляется, когда вы выходите из аккаунта или через 30 дней после того, как вы последний раз пользовались Steady. При входе через Google два куки-файла на 10 минут (steady_oauth_state и steady_oauth_intent) связывают ответ Google с вашим браузером и запоминают, на какую страницу вернуться и приняли ли вы Условия. Других куки-файлов, в том числе следящих, Steady не устанавливает.',
          'Чтобы Steady работал без сети, его сервис-воркер хранит в кэше браузера файлы приложения и общие материалы (например, советы, техники и тариф), а также аудиозаписи, которые вы прослушали или сохранили на устройстве. Ваши личные данные там не хранятся.',
          'В локальном хранилище браузера также хранится последняя копия вашего плана безопасности, которую вы открывали или сохраняли, с пометкой идентификатора аккаунта, чтобы план открывался без связи. Она показывается, только когда вы вошли в этот аккаунт, и остаётся на устройстве после выхода, пока вы не очистите данные сайта или не удалите аккаунт в этом браузере.',
          'То, что вы сохраняете без сети или после окончания сеанса, — выполненные техники, отметки «нравится», оценки, записи дневника, изменения плана безопасности и журнала приёма лекарств, — ждёт в хранилище IndexedDB вашего браузера с пометкой идентификатора вашего аккаунта, пока не дойдёт до нас, и удаляется с устройства сразу после сохранения.',
          'То, что вы пишете во время выгрузки мыслей, никогда не покидает ваше устройство. Текст не отправляется нам и стирается, когда вы его «уничтожаете» или закрываете вкладку.',
          'При выходе из аккаунта из браузера удаляются токен входа, копия профиля, копия прогресса и сохранённые аудиозаписи. Чтобы удалить всё остальное, очистите данные этого сайта в настройках браузера.',
        ],
      },
      {
        heading: 'Зачем мы используем ваши данные',
        paragraphs: [
          'Чтобы создать и вести ваш аккаунт, обеспечивать вход в него и не запрашивать пароль при каждом визите.',
          'Чтобы показывать ваш прогресс, XP, уровни, отметки «нравится» и историю, а также предлагать техники под ваше состояние.',
          'Чтобы обслуживать Премиум: запускать пробный период, проверять статус подписки, обрабатывать отмену и возврат денег.',
          'Чтобы обеспечивать безопасность Steady, исправлять неполадки, понимать, что стоит улучшить, и отвечать на ваши письма.',
          'Мы не используем ваши данные для рекламы. Мы не принимаем о вас автоматических решений, которые влекут юридические или столь же серьёзные последствия.',
        ],
      },
      {
        heading: 'На каком основании мы это делаем — простыми словами',
        paragraphs: [
          'Наше соглашение с вами: большая часть этих данных нужна, чтобы дать вам то, ради чего вы зарегистрировались, — аккаунт, прогресс и подписку.',
          'Законный интерес: технические данные мы используем, чтобы Steady работал надёжно и безопасно, — так, как вы вполне можете ожидать.',
          'Ваше согласие: ответы на тест, записи дневника, план безопасности и доверенный человек говорят о вашем здоровье. Мы сохраняем их только после вашего явного согласия, которое спрашиваем, когда они сохраняются впервые. Если вы отзовёте его в профиле, новые мы сохранять перестанем; уже сохранённое останется, пока вы не удалите его или аккаунт.',
          'Ваше согласие: ответы на тест, записи дневника, план безопасности и журнал приёма лекарств говорят о вашем здоровье. Мы сохраняем их только после вашего явного согласия, которое спрашиваем, когда они сохраняются впервые. Если вы отзовёте его в профиле, новые мы сохранять перестанем; уже сохранённое останется, пока вы не удалите его или аккаунт.',
          'Требования закона: некоторые записи о платежах мы храним, потому что этого требует налоговое и бухгалтерское законодательство.',
        ],
      },
      {
        heading: 'С кем мы делимся данными',
        paragraphs: [
          'Stripe обрабатывает ваши платежи и хранит данные карты в соответствии со своей политикой конфиденциальности.',
          'Google участвует, только если вы сами выбираете вход через Google. К вашему аккаунту Google применяется политика конфиденциальности Google.',
          'Наш почтовый провайдер доставляет письма, которые мы вам отправляем (сброс пароля, смена почты, напоминания о конце пробного периода и паузы), письма вашему доверенному человеку, если вы его назвали, и обращения из профиля в наш ящик поддержки.',
          'Если вы включите уведомления-напоминания, их доставляет служба уведомлений вашего браузера (её предоставляет производитель браузера, например Google, Mozilla или Apple). Содержимое уведомлений зашифровано, и служба не может его прочитать.',
          'Наши хостинг- и инфраструктурные провайдеры хранят данные Steady и обеспечивают его работу по нашему поручению. Они могут использовать данные только для того, чтобы оказывать нам свои услуги.',
          'Мы также можем передать данные, если этого требует закон или если это нужно, чтобы защитить чью-то безопасность.',
          'Мы никогда не продаём ваши данные. Мы не используем рекламные трекеры и не передаём ваши данные рекламодателям.',
          'Некоторые из этих провайдеров могут обрабатывать данные за пределами вашей страны. В таких случаях мы применяем надлежащие меры защиты, например стандартные договорные условия.',
        ],
      },
      {
        heading: 'Ссылки на результаты теста',
        paragraphs: [
          'У каждого результата теста для самонаблюдения есть своя ссылка. Любой, у кого есть эта ссылка, может открыть страницу результата и увидеть баллы и их расшифровку — пока вы не нажмёте на этой странице «Закрыть доступ»: после этого открыть результат сможете только вы.',
          'Ваше имя и адрес почты на этой странице не показываются. Делитесь ссылкой только с теми, кому доверяете, а если хотите удалить результат, напишите на {supportEmail}.',
        ],
      },
      {
        heading: 'Как долго мы храним данные',
        paragraphs: [
          'Данные аккаунта, прогресс, дневник и результаты тестов мы храним, пока ваш аккаунт существует.',
          'Когда вы удаляете аккаунт в профиле, мы сразу удаляем аккаунт и все записи о вас во всех наших базах данных: профиль и фото, согласия, сеансы входа, прогресс, историю, выполненные техники, дневник, план безопасности, доверенного человека и записи о письмах ему, настройки, напоминания и адреса для уведомлений, обращения в поддержку, записи о сбросе пароля и смене почты, отметки «нравится», результаты тестов (ссылки на них перестают работать), сохранённые миксы, записи о подписке и пробном периоде. Активная подписка сразу отменяется, и новых списаний не будет, а вы выходите из аккаунта на всех устройствах. После этого с тем же адресом почты можно зарегистрироваться снова. Копии в резервных архивах исчезают по мере их плановой замены.',
          'Когда вы удаляете аккаунт в профиле, мы сразу удаляем аккаунт и все записи о вас во всех наших базах данных: профиль и фото, согласия, сеансы входа, прогресс, историю, выполненные техники, дневник, план безопасности, журнал приёма лекарств, настройки, напоминания и адреса для уведомлений, обращения в поддержку, записи о сбросе пароля и смене почты, отметки «нравится», результаты тестов (ссылки на них перестают работать), сохранённые миксы, записи о подписке и пробном периоде. Активная подписка сразу отменяется, и новых списаний не будет, а вы выходите из аккаунта на всех устройствах. После этого с тем же адресом почты можно зарегистрироваться снова. Копии в резервных архивах исчезают по мере их плановой замены.',
          'Что остаётся после удаления: Stripe хранит свою запись о клиенте (ваш адрес почты и наш идентификатор аккаунта) вместе со счетами и платежами столько, сколько требует налоговое и бухгалтерское законодательство; сами мы записей о платежах не храним. Обращения из профиля были также отправлены письмом в наш ящик поддержки: эти письма и наши ответы автоматически не удаляются, поэтому, если хотите их удалить, напишите на {supportEmail}. Строки журналов серверов, где может быть идентификатор вашего аккаунта, хранятся у хостинга недолго.',
        ],
      },
      {
        heading: 'Ваши права',
        paragraphs: [
          'В профиле вы в любой момент и без писем нам можете: изменить имя, почту, фото и пароль; выйти из аккаунта на всех устройствах; скачать всё, что мы о вас храним (в JSON, а историю и дневник — ещё и в CSV); дать или отозвать согласие на хранение данных о здоровье; удалить аккаунт со всеми данными.',
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
