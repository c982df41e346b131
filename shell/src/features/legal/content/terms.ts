import type { Language } from '@steady/contracts';

/** One titled block of a legal page. */
interface LegalSection {
  heading: string;
  /**
   * Plain-text paragraphs, rendered through react-intl's formatter. They may contain the ICU placeholders
   * `{price}` and `{supportEmail}`, and plurals of `{trialDays}` and `{moneyBackDays}`, and no other braces.
   */
  paragraphs: string[];
}

/** A whole legal page (terms of service or privacy policy) in one language. */
export interface LegalDocument {
  title: string;
  /** Human-readable date, e.g. "28 March 2024". */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const termsDocument: Record<Language, LegalDocument> = {
  en: {
    title: 'Terms of Service',
    lastUpdated: '28 November 2026',
    intro:
      'These terms explain, in plain words, the agreement between you and Steady. Please read them before you use the app. By using Steady, you agree to them.',
    sections: [
      {
        heading: 'Who we are and what Steady is',
        paragraphs: [
          'Steady is a web app for adults with ADHD traits. In these terms, “Steady”, “we” and “us” mean the team that runs the app, and “you” means you, the person using it.',
          'You tell Steady how you feel right now: anxious, stuck, irritable, restless, overwhelmed, or not sure. Steady then offers one quick tip, short guided techniques such as breathing, grounding, Pomodoro or a brain dump, and calming audio.',
          'You can also take a self-reflection test, earn XP and levels, like techniques and look back at your history. Some extras come with an optional paid subscription called Premium.',
        ],
      },
      {
        heading: 'Steady is for people aged 18 and over',
        paragraphs: [
          'Steady is only for people aged 18 and over. By using it, you confirm that you are at least 18 years old.',
          'If you are under 18, please don’t use Steady. If we learn that an account belongs to someone under 18, we will close it.',
        ],
      },
      {
        heading: 'Not medical advice, not a diagnosis, not for emergencies',
        paragraphs: [
          'Steady offers self-help techniques and general information. It is not medical or psychological care, and it does not replace a doctor, therapist or other qualified professional. A summary for your clinician shows only what you recorded yourself; it is not a diagnosis or a clinical assessment.',
          'The self-reflection test is not a diagnosis. Its score only shows how your answers match common ADHD traits. Only a qualified professional can diagnose ADHD.',
          'Information about supplements is general. Talk to a doctor or pharmacist before you take any supplement, especially if you take medicine, are pregnant or have a health condition.',
          'Steady is not for emergencies. If you feel unsafe, think about hurting yourself or someone else, or need urgent help, call your local emergency number (such as 112 or 911) or go to the nearest emergency department right away.',
          'A trusted person is someone you choose to email through Steady; Steady does not contact anyone for you by itself. We email the person you name once to ask whether they agree, and after that only the messages you send yourself with Send (at most 3 in 24 hours) and, if you both choose it, a weekly note on how many days you used Steady. They can decline or stop every mail at any time, and you can remove them at any time. Name only someone who knows you and is likely to welcome the question, and don’t rely on a message as a way to get urgent help: it may be read late or not at all.',
          'If a technique makes you feel worse, stop. Breathing and movement exercises should feel comfortable, so skip any step that doesn’t feel right for your body.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You can use parts of Steady as a guest. To save progress, likes and history, take the self-reflection test or subscribe, you need an account.',
          'You can sign up with your email and a password, or with Google. Either way, you confirm that you are 18 or older and accept these terms and the Privacy Policy before your account is created. Please give your real name and an email address you can access, and keep them up to date.',
          'Keep your password safe and don’t share your account: each account is for one person. If you think someone else has got into your account, change your password and write to us at {supportEmail}.',
          'You are responsible for what happens in your account, unless it happens because of our mistake.',
        ],
      },
      {
        heading: 'Free and Premium features',
        paragraphs: [
          'For free, you get the state picker, quick tips, the short quiz and the free techniques. With a free account, you also get XP, levels, likes, history, your own safety plan and a trusted person to ask to get in touch; crisis help, the safety plan and the trusted person are never part of Premium.',
          'Premium adds more content and features: over 30 extra techniques, audio affirmations, ambient tracks and a sound mixer, detailed statistics, a summary for your clinician (to print or as a PDF), a mood journal, personal recommendations, reminders, themes, priority support and more XP.',
        ],
      },
      {
        heading: 'Premium subscription: price, trial, renewal and cancellation',
        paragraphs: [
          'Premium costs {price} per month. The price shown at checkout, before you confirm, is the price you pay.',
          'New subscribers can start with a free trial of {trialDays, plural, one {# day} other {# days}}. If you don’t cancel before the trial ends, your first monthly payment is taken and your subscription begins. Your profile shows the day the trial ends, and we email you a reminder three days before.',
          'Your subscription renews automatically every month until you cancel. Payments are processed by Stripe, our payment provider, and we never see your full card number.',
          'If a payment fails, Premium may pause until the payment goes through. If we ever change the price, we’ll tell you before the new price applies, so you can cancel first if you wish.',
          'You can cancel any time from your profile page, with no need to email us or give a reason. After you cancel, Premium stays available until the end of the period you have already paid for, and you won’t be charged again.',
          'If you cancel during the free trial, you won’t be charged at all.',
          'Instead of cancelling, you can pause Premium for 1, 2 or 3 months from your profile. While it is paused, nothing is charged and premium features are off; your journal and statistics stay readable. Premium resumes by itself on the date shown when you pause, we email you three days before, and you can resume sooner or cancel at any time meanwhile.',
          'Money-back guarantee: if Premium isn’t right for you, you can get a full refund of your first payment within {moneyBackDays, plural, one {# day} other {# days}} of that payment. Just write to {supportEmail} from the email address on your account.',
        ],
      },
      {
        heading: 'Using Steady fairly',
        paragraphs: [
          'Please use Steady for your own personal, non-commercial purposes.',
          'Don’t try to break, overload or get around the security of the service, and don’t access other people’s accounts or data.',
          'Don’t copy, scrape or resell our content, and don’t use bots or scripts to create accounts, add likes or collect XP.',
          'Don’t use shared test-result links to mislead, embarrass or harass anyone.',
        ],
      },
      {
        heading: 'Our content and your right to use it',
        paragraphs: [
          'The techniques, texts, audio, images, design and software in Steady belong to us or to those who licensed them to us. They are protected by copyright and other laws.',
          'We give you a personal, non-transferable right to use Steady for yourself while these terms apply. You are welcome to share links to Steady and to your own test results.',
          'Your progress, history and test answers remain yours. We use them only to run the service, as our Privacy Policy explains.',
        ],
      },
      {
        heading: 'Availability and changes to the service',
        paragraphs: [
          'We work hard to keep Steady running smoothly, but it may sometimes be slow or unavailable, for example during updates or outages.',
          'We may improve, change or remove parts of the service over time. If a change seriously reduces what Premium offers, we’ll tell you in advance, and you can cancel.',
        ],
      },
      {
        heading: 'Limits of our responsibility',
        paragraphs: [
          'We build Steady with care, but we can’t promise that it will suit everyone or never contain mistakes. You decide which techniques and information to use and how.',
          'We are not responsible for losses we could not reasonably foresee, or for problems caused by events outside our control, such as internet outages or failures of other companies’ services.',
          'Where the law allows, our total liability to you is limited to the amount you paid us in the 12 months before the problem happened.',
          'Nothing in these terms limits liability that the law does not allow us to limit, such as for fraud, or for death or personal injury caused by our negligence. Nothing here takes away your rights as a consumer.',
        ],
      },
      {
        heading: 'Ending your account',
        paragraphs: [
          'You can stop using Steady at any time. You can delete your account and all its data yourself on your profile: an active Premium subscription is then cancelled at once, and you won’t be charged again. The Privacy Policy says what, if anything, is kept after that.',
          'We may suspend or close an account that seriously or repeatedly breaks these terms, or to protect other people or the service. Unless there is a good reason not to, we’ll tell you why beforehand.',
          'If we close your account through no fault of yours, we’ll refund the unused part of any period you have paid for.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms when the service or the law changes. The date at the top of this page shows when they were last updated.',
          'If a change is important, we’ll let you know in the app or by email before it takes effect. If you don’t agree with it, you can stop using Steady and cancel your subscription.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'Questions, a refund request, or something not working? Write to us at {supportEmail}, and we’ll get back to you as soon as we can.',
        ],
      },
    ],
  },
  ru: {
    title: 'Условия использования',
    lastUpdated: '28 ноября 2026 г.',
    intro:
      'Здесь простыми словами описано соглашение между вами и Steady. Пожалуйста, прочитайте его, прежде чем пользоваться приложением. Пользуясь Steady, вы принимаете эти условия.',
    sections: [
      {
        heading: 'Кто мы и что такое Steady',
        paragraphs: [
          'Steady — веб-приложение для взрослых с признаками СДВГ. В этих условиях «Steady» и «мы» — это команда, которая развивает и поддерживает приложение, а «вы» — человек, который им пользуется.',
          'Вы отмечаете, как себя чувствуете прямо сейчас: тревога, прокрастинация, раздражительность, гиперактивность, перегрузка или «не знаю». В ответ Steady предлагает один быстрый совет, короткие упражнения с подсказками — дыхание, заземление, «Помодоро», выгрузку мыслей и другие — и успокаивающее аудио.',
          'Ещё можно пройти тест для самонаблюдения, получать XP и повышать уровень, отмечать понравившиеся техники и просматривать свою историю. Часть возможностей доступна в необязательной платной подписке Премиум.',
        ],
      },
      {
        heading: 'Steady — только для тех, кому исполнилось 18',
        paragraphs: [
          'Steady предназначен только для людей в возрасте 18 лет и старше. Пользуясь приложением, вы подтверждаете, что вам уже исполнилось 18.',
          'Если вам меньше 18 лет, пожалуйста, не пользуйтесь Steady. Если мы узнаем, что аккаунт принадлежит несовершеннолетнему, мы его закроем.',
        ],
      },
      {
        heading: 'Не медицинская помощь, не диагноз и не экстренная служба',
        paragraphs: [
          'Steady — это техники самопомощи и общая информация. Это не медицинская и не психологическая помощь, и приложение не заменяет врача, психотерапевта или другого специалиста. Сводка для специалиста показывает только то, что вы отметили сами; это не диагноз и не клиническая оценка.',
          'Тест для самонаблюдения — не диагноз. Его результат лишь показывает, насколько ваши ответы похожи на типичные признаки СДВГ. Поставить диагноз СДВГ может только квалифицированный специалист.',
          'Сведения о добавках носят общий характер. Прежде чем принимать любую добавку, посоветуйтесь с врачом или фармацевтом — особенно если вы принимаете лекарства, беременны или у вас есть хронические заболевания.',
          'Steady не предназначен для экстренных ситуаций. Если вы чувствуете себя в опасности, думаете о том, чтобы причинить вред себе или другим, или вам срочно нужна помощь, сразу звоните в местную службу экстренной помощи (например, 112) или обратитесь в ближайшую больницу.',
          'Доверенный человек — тот, кому вы сами решаете написать через Steady; сам Steady ни с кем за вас не связывается. Мы один раз пишем названному вами человеку и спрашиваем, согласен ли он, а после согласия отправляем только сообщения, которые вы сами отправляете кнопкой «Отправить» (не больше 3 за сутки), и, если вы оба этого захотите, еженедельную заметку о том, сколько дней вы были активны в Steady. Он может отказаться или отписаться от всех писем в любой момент, а вы — в любой момент его убрать. Называйте только того, кто вас знает и, скорее всего, будет рад такому вопросу, и не полагайтесь на сообщение как на способ получить срочную помощь: его могут прочитать поздно или не прочитать вовсе.',
          'Если от какой-то техники вам становится хуже, остановитесь. Дыхательные и двигательные упражнения должны быть комфортными, поэтому пропускайте всё, что не подходит вашему телу.',
        ],
      },
      {
        heading: 'Ваш аккаунт',
        paragraphs: [
          'Частью возможностей Steady можно пользоваться без регистрации. Чтобы сохранять прогресс, отметки «нравится» и историю, проходить тест для самонаблюдения или оформить подписку, нужен аккаунт.',
          'Зарегистрироваться можно по электронной почте и паролю или через Google. В обоих случаях до создания аккаунта вы подтверждаете, что вам есть 18 лет, и принимаете эти условия и Политику конфиденциальности. Пожалуйста, указывайте своё настоящее имя и адрес почты, к которому у вас есть доступ, и следите, чтобы эти данные были актуальны.',
          'Храните пароль в надёжном месте и никому не передавайте аккаунт: один аккаунт — для одного человека. Если вам кажется, что кто-то получил доступ к вашему аккаунту, смените пароль и напишите нам на {supportEmail}.',
          'Вы отвечаете за то, что происходит в вашем аккаунте, если только это не случилось по нашей вине.',
        ],
      },
      {
        heading: 'Бесплатные возможности и Премиум',
        paragraphs: [
          'Бесплатно доступны выбор состояния, быстрые советы, короткий тест и бесплатные техники. С бесплатным аккаунтом вы также получаете XP, уровни, отметки «нравится», историю, собственный план безопасности и доверенного человека, которого можно попросить связаться; помощь в кризисной ситуации, план безопасности и доверенный человек никогда не входят в Премиум.',
          'Премиум добавляет больше материалов и возможностей: более 30 дополнительных техник, аудиоаффирмации, фоновые звуки и микшер, подробную статистику, сводку для специалиста (для печати или в PDF), дневник настроения, персональные рекомендации, напоминания, темы оформления, приоритетную поддержку и больше XP.',
        ],
      },
      {
        heading: 'Подписка Премиум: цена, пробный период, продление и отмена',
        paragraphs: [
          'Премиум стоит {price} в месяц. Вы платите ту цену, которую видите на странице оплаты перед подтверждением.',
          'Новые подписчики могут сначала попробовать Премиум бесплатно — пробный период длится {trialDays, plural, one {# день} few {# дня} many {# дней} other {# дня}}. Если не отменить подписку до его окончания, спишется первый ежемесячный платёж и подписка начнёт действовать. День окончания пробного периода указан в профиле, а за три дня до него мы пришлём письмо-напоминание.',
          'Подписка продлевается автоматически каждый месяц, пока вы её не отмените. Платежи обрабатывает наш платёжный партнёр Stripe, а полный номер вашей карты мы никогда не видим.',
          'Если платёж не прошёл, Премиум может быть приостановлен, пока оплата не поступит. Если мы изменим цену, мы заранее сообщим вам об этом, чтобы при желании вы успели отменить подписку.',
          'Отменить подписку можно в любой момент в профиле — писать нам и объяснять причину не нужно. После отмены Премиум работает до конца уже оплаченного периода, и больше с вас ничего не списывается.',
          'Если вы отмените подписку во время пробного периода, вы не заплатите ничего.',
          'Вместо отмены можно поставить Премиум на паузу на 1, 2 или 3 месяца в профиле. Пока он на паузе, деньги не списываются, а премиум-функции выключены; дневник и статистику при этом можно читать. Премиум возобновится сам в день, указанный при постановке на паузу, за три дня до этого мы пришлём письмо, а до тех пор вы можете в любой момент возобновить его раньше или отменить подписку.',
          'Гарантия возврата денег: если Премиум вам не подошёл, напишите нам в течение {moneyBackDays, plural, one {# дня} few {# дней} many {# дней} other {# дня}} с даты первого платежа, и мы вернём его полностью. Просто отправьте письмо на {supportEmail} с адреса, привязанного к аккаунту.',
        ],
      },
      {
        heading: 'Честное использование',
        paragraphs: [
          'Пожалуйста, пользуйтесь Steady только в личных, некоммерческих целях.',
          'Не пытайтесь взломать или перегрузить сервис, обойти его защиту, а также получить доступ к чужим аккаунтам или данным.',
          'Не копируйте, не собирайте автоматически и не перепродавайте наши материалы. Не используйте ботов и скрипты, чтобы создавать аккаунты, ставить отметки «нравится» или набирать XP.',
          'Не используйте ссылки на результаты тестов, чтобы вводить кого-то в заблуждение, смущать или преследовать.',
        ],
      },
      {
        heading: 'Наши материалы и ваше право ими пользоваться',
        paragraphs: [
          'Техники, тексты, аудио, изображения, дизайн и программный код Steady принадлежат нам или тем, кто предоставил нам лицензию. Они защищены авторским правом и другими законами.',
          'Пока действуют эти условия, мы даём вам личное право пользоваться Steady для себя; передать это право другому нельзя. Делиться ссылками на Steady и на свои результаты тестов — пожалуйста.',
          'Ваш прогресс, история и ответы на тесты остаются вашими. Мы используем их только для работы сервиса, как описано в Политике конфиденциальности.',
        ],
      },
      {
        heading: 'Доступность и изменения сервиса',
        paragraphs: [
          'Мы стараемся, чтобы Steady работал без сбоев, но иногда он может работать медленно или быть недоступен — например, во время обновлений или аварий.',
          'Со временем мы можем улучшать, менять или убирать отдельные части сервиса. Если изменение заметно урежет возможности Премиума, мы заранее предупредим вас, и вы сможете отменить подписку.',
        ],
      },
      {
        heading: 'Пределы нашей ответственности',
        paragraphs: [
          'Мы делаем Steady бережно, но не можем обещать, что он подойдёт каждому или что в нём никогда не будет ошибок. Какие техники и сведения использовать и как — решаете вы.',
          'Мы не отвечаем за убытки, которые нельзя было разумно предвидеть, и за проблемы, вызванные обстоятельствами вне нашего контроля, — например, перебоями интернета или сбоями в сервисах других компаний.',
          'В той мере, в какой это допускает закон, наша общая ответственность перед вами ограничена суммой, которую вы заплатили нам за 12 месяцев до возникновения проблемы.',
          'Ничто в этих условиях не ограничивает ответственность, которую закон ограничивать не позволяет, — например, за мошенничество или за вред жизни и здоровью по нашей неосторожности. Ничто здесь не лишает вас прав потребителя.',
        ],
      },
      {
        heading: 'Удаление аккаунта',
        paragraphs: [
          'Вы можете перестать пользоваться Steady в любой момент. Удалить аккаунт со всеми данными можно самостоятельно в профиле: активная подписка Премиум при этом сразу отменяется, и новых списаний не будет. Что остаётся после удаления, сказано в Политике конфиденциальности.',
          'Мы можем приостановить или закрыть аккаунт, если его владелец серьёзно или неоднократно нарушает эти условия, а также чтобы защитить других людей или сервис. Если нет веской причины поступить иначе, мы заранее объясним, в чём дело.',
          'Если мы закроем аккаунт не по вашей вине, мы вернём деньги за неиспользованную часть оплаченного периода.',
        ],
      },
      {
        heading: 'Изменения условий',
        paragraphs: [
          'Мы можем обновлять эти условия, если меняется сервис или закон. Дата вверху страницы показывает, когда они обновлялись в последний раз.',
          'О важных изменениях мы сообщим в приложении или по электронной почте до того, как они вступят в силу. Если вы с ними не согласны, вы можете перестать пользоваться Steady и отменить подписку.',
        ],
      },
      {
        heading: 'Как с нами связаться',
        paragraphs: [
          'Есть вопрос, нужен возврат денег или что-то не работает? Напишите нам на {supportEmail} — мы ответим, как только сможем.',
        ],
      },
    ],
  },
};
