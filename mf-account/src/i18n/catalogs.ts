import { defineCatalogs } from '@steady/ui';
import { achievementMessages } from './messages/achievements';
import { clinicianSummaryMessages } from './messages/clinician-summary';
import { journalMessages } from './messages/journal';
import { exportColumnMessages } from './messages/export-columns';
import { selfServiceMessages } from './messages/self-service';
import { sessionMessages } from './messages/sessions';
import { mailFlowMessages } from './messages/mail-flows';
import { profileGroupMessages } from './messages/profile-groups';
import { reminderMessages } from './messages/reminders';
import { safetyPlanMessages } from './messages/safety-plan';
import { trustedPersonMessages } from './messages/trusted-person';
import { medicationMessages } from './messages/medications';
import { statisticsMessages } from './messages/statistics';
import { themeMessages } from './messages/theme';

export const catalogs = defineCatalogs(
  {
    'login.title': 'Log in',
    'login.lead': 'Welcome back. Your progress, likes and history are waiting for you.',
    'register.title': 'Create your account',
    'register.lead':
      'Save your progress, liked techniques and history. Steady is for adults aged 18 and over.',
    'register.welcome': 'Welcome to Steady, {name}! Your progress is saved to your account from now on.',
    'callback.title': 'Signing you in…',
    'callback.lead': 'One moment while we finish signing you in.',
    'profile.title': 'Your profile',
    'profile.lead': 'Your details, subscription and progress.',
    'history.title': 'Your history',
    'history.lead': 'The moods you picked and the techniques you used, newest first.',
    'premium.title': 'Steady Premium',
    'premium.lead': 'More techniques, calming audio, a mood journal and detailed statistics.',
    'subscription.title': 'Subscription',
    'subscription.status.active': 'Premium is active.',
    'subscription.checking.detail':
      'The subscription service is not answering right now; we will ask again in a few seconds.',
    'subscription.status.inactive': 'You are on the free plan.',
    'subscription.status.past_due':
      'Your payment is overdue. Please update your payment details to keep Premium.',
    'subscription.status.canceled': 'Your Premium subscription has ended.',
    'subscription.status.cancelPending':
      'Premium is cancelled and stays active until the end of the paid period.',
    'subscription.renewsOn': 'Next payment on {date}.',
    'subscription.trialUntil.month': 'Free trial until {date}; then {price} a month unless you cancel.',
    'subscription.trialUntil': 'Free trial until {date}.',
    'subscription.trialCancelled': 'Free trial until {date} — cancelled, you will not be charged.',
    'subscription.cancelledUntil': 'Premium until {date} — cancelled, you will not be charged again.',
    'subscription.canceledOn': 'Cancelled on {date}.',
    'subscription.seePremium': 'See Premium',
    'subscription.keepPremium': 'Keep Premium',
    'subscription.keepPremium.pending': 'Keeping Premium…',
    'subscription.cancel.open': 'Cancel subscription',
    'subscription.cancel.title': 'Cancel your subscription?',
    'subscription.cancel.explanationUntil':
      'Premium stays active until {date}. After that you won’t be charged again, and premium content will be locked.',
    'subscription.cancel.explanationTrial':
      'Your free trial and Premium stay active until {date}. You won’t be charged at all, and premium content will then be locked.',
    'subscription.cancel.explanation':
      'Premium stays active until the end of the period you have paid for. After that you won’t be charged again, and premium content will be locked.',
    'subscription.cancel.confirm': 'Yes, cancel',
    'subscription.cancel.pending': 'Cancelling…',
    'subscription.cancel.keep': 'Keep subscription',
    'subscription.checkout.confirming': 'Confirming your subscription… This usually takes a few seconds.',
    'subscription.checkout.delayed':
      'Your subscription is still being confirmed. This can take a minute — please refresh this page shortly.',
    'subscription.checkout.confirmed': 'Welcome to Premium!',
    'subscription.error.title': 'Subscription error',
    'subscription.error.cancel': 'Failed to cancel subscription',
    'subscription.error.keep': 'Premium could not be kept just now. Please try again in a moment.',
    'subscription.status.paused':
      'Premium is paused. Premium features are off for now; your journal and statistics stay readable.',
    'subscription.pausedUntil':
      'Paused until {date}: nothing is charged until then, and Premium comes back by itself that day.',
    'subscription.pausedCancelled':
      'Cancelled: your subscription ends on {date}, and you won’t be charged again.',
    'subscription.pause.open': 'Pause Premium',
    'subscription.pause.title': 'Pause Premium?',
    'subscription.pause.lead':
      'Take a break without losing anything: nothing is charged while Premium is paused, and it comes back by itself.',
    'subscription.pause.length': 'For how long',
    'subscription.pause.months': '{months, plural, one {# month} other {# months}}',
    'subscription.pause.resumesOn':
      'Premium resumes on {date}. Until then premium features are off, and your journal and statistics stay readable. We’ll email you 3 days before.',
    'subscription.pause.confirm': 'Pause until {date}',
    'subscription.pause.pending': 'Pausing…',
    'subscription.pause.keep': 'Not now',
    'subscription.error.pause': 'Failed to pause subscription',
    'subscription.resume': 'Resume now',
    'subscription.resume.pending': 'Resuming…',
    'subscription.error.resume': 'Premium could not be resumed just now. Please try again in a moment.',
    'subscription.cancel.pauseInstead':
      'Need a break rather than an end? You can pause Premium for 1, 2 or 3 months instead; nothing is charged meanwhile.',
    'subscription.cancel.pauseInsteadButton': 'Pause instead',
    'subscription.cancel.explanationPaused':
      'Premium stays paused, and your subscription ends on {date}. You won’t be charged again.',
    'premium.pauseAnyTime':
      'Need a break? Pause Premium for 1, 2 or 3 months from your profile; nothing is charged while it is paused.',
    'premium.paused': 'Resume now, and Premium is back at once.',
    'premium.action.resume': 'Resume Premium now',
    'premium.price': '{price} per month',
    'premium.trial': 'Free trial for new subscribers: {days, plural, one {# day} other {# days}}',
    'premium.moneyBack':
      '{days}-day money-back guarantee: a full refund of your first payment if Premium isn’t right for you.',
    'premium.cancelAnyTime': 'Cancel any time from your profile.',
    'premium.action.trial': 'Start your {days}-day free trial',
    'premium.action.subscribe': 'Subscribe',
    'premium.action.keep': 'Keep Premium',
    'premium.action.profile': 'Go to your profile',
    'premium.alreadySubscribed': 'You are already subscribed to Premium.',
    'premium.paymentsOff':
      'Payments are not available on this server, so Premium cannot be bought here right now.',
    'premium.testCheckout':
      'This server uses a test checkout: no real payment is taken and no card is needed.',
    'premium.paymentOverdue': 'Your payment is overdue, so Premium is paused. Your profile has the details.',
    'premium.cancelPending': 'Keep Premium, and your subscription simply continues.',
    'premium.checkoutCanceled': 'Checkout was cancelled. Nothing was charged.',
    'premium.error.create': 'Failed to create subscription',
    'premium.benefitsTitle': 'What Premium includes',
    'premium.benefit.affirmations': '{count, plural, one {# audio affirmation} other {# audio affirmations}}',
    'premium.benefit.affirmations.uncounted': 'Audio affirmations',
    'premium.benefit.ambientTracks': '{count, plural, one {# ambient track} other {# ambient tracks}}',
    'premium.benefit.ambientTracks.uncounted': 'Ambient tracks',
    'premium.benefit.ambientMixer':
      'An ambient mixer: blend up to {count, plural, one {# sound} other {# sounds}}',
    'premium.benefit.techniques': 'More than 30 techniques',
    'premium.benefit.statistics': 'Detailed statistics',
    'premium.benefit.clinicianSummary': 'A summary for your clinician, to print or as a PDF',
    'premium.benefit.moodJournal': 'A mood journal',
    'premium.benefit.recommendations': 'Personal recommendations',
    'premium.benefit.reminders': 'Reminders',
    'premium.benefit.themes': 'Themes',
    'premium.benefit.support':
      'Priority support: a reply within {days, plural, one {# business day} other {# business days}}',
    'premium.benefit.xp':
      'More XP for every technique: ×{multiplier}, so a {example} XP technique gives you {total} XP',
    'premium.termsNote':
      'Price, trial, renewal and cancellation are described in the <terms>Terms of Service</terms>.',
    'premium.alwaysFree':
      'Crisis help, “Today is hard”, your safety plan and a trusted person are free for every account and never part of Premium. So are From stuck to started, the timer on top of other windows, app shortcuts, sharing text into Steady, voice input and the medication log.',
    // Accounts: forms, sign-in, guest progress, profile and history.
    'field.name': 'Name',
    'field.email': 'Email',
    'field.password': 'Password',
    'field.confirmPassword': 'Confirm password',
    'validation.required': 'This field is required',
    'validation.emailFormat': 'Invalid email format',
    'validation.passwordLength': 'Password must be at least 6 characters',
    'validation.passwordMatch': 'Passwords do not match',
    'validation.tooLong': 'This is too long',
    'validation.nameTooLong':
      'A name can be at most {nameMaximum, plural, one {# character} other {# characters}}',
    'validation.invisibleCharacters': 'Please remove line breaks and other invisible characters',
    'validation.invalid': 'Please check this field',
    'login.submit': 'Log in',
    'login.submitting': 'Logging in…',
    'login.noAccount': 'New to Steady? <link>Create an account</link>',
    'login.error.invalidCredentials': 'Invalid email or password',
    'login.error.rateLimited': 'Too many sign-in attempts. Please wait a few minutes and try again.',
    'login.error.server': 'Server error. Please try again later',
    'login.error.loginFailed': 'Login failed. Please try again.',
    'register.submit': 'Create account',
    'register.terms':
      'I am 18 or older and agree to the <terms>Terms</terms> and the <privacy>Privacy Policy</privacy>',
    'register.termsRequired':
      'Please confirm that you are 18 or older and agree to the Terms and the Privacy Policy.',
    'register.googleTermsRequired':
      'To create your Steady account with Google, first tick “I am 18 or older and agree to the Terms and the Privacy Policy” below, then continue with Google.',
    'register.submitting': 'Creating your account…',
    'register.haveAccount': 'Already have an account? <link>Log in</link>',
    'register.failed': 'Registration failed',
    'register.error.emailTaken': 'An account with this email already exists. <link>Log in instead</link>',
    'auth.google': 'Continue with Google',
    'guestProgress.question': 'Keep the progress you made on this device?',
    'guestProgress.summary':
      'On this device you reached level {level} with {xp} XP and {count, plural, one {# completed technique} other {# completed techniques}}. Keep it, and it moves to your new account.',
    'guestProgress.keep': 'Yes, keep it',
    'guestProgress.startFresh': 'No, start fresh',
    'guestProgress.kept': 'Your progress is now saved to your account.',
    'progress.title': 'Your progress',
    'progress.level': 'Level {level}',
    'progress.towards': 'Progress towards level {level}',
    'progress.xp': '{xp} of {total} XP to level {level}',
    'profile.loadFailed': 'Failed to load profile data',
    'profile.details': 'Your details',
    'profile.memberSince': 'Member since {date}',
    'profile.openHistory': 'See your history',
    'history.retry': 'Try again',
    'history.empty':
      'Nothing here yet. Pick how you feel on the home page and try a technique: it will show up here.',
    'history.empty.action': 'Pick how you feel',
    'history.noState': 'No state picked',
    'history.techniques': 'Techniques: {techniques}',
    'history.noTechniques': 'No techniques yet',
    'history.xpEarned': '+{xp} XP',
    'history.effectiveness': 'Helped: {score} of 5',
    'history.rate.question': 'How much did it help?',
    'history.rate.change': 'Change rating',
    'history.rate.scale': '1 = not at all, 5 = a lot.',
    'history.rate.score': '{score} of 5',
    'mood.anxiety': 'Anxiety',
    'mood.procrastination': 'Procrastination',
    'mood.irritability': 'Irritability',
    'mood.hyperactivity': 'Hyperactivity',
    'mood.overwhelm': 'Overwhelm',
    ...journalMessages.en,
    ...statisticsMessages.en,
    ...achievementMessages.en,
    ...selfServiceMessages.en,
    ...exportColumnMessages.en,
    ...sessionMessages.en,
    ...mailFlowMessages.en,
    ...reminderMessages.en,
    ...themeMessages.en,
    ...profileGroupMessages.en,
    ...safetyPlanMessages.en,
    ...trustedPersonMessages.en,
    ...clinicianSummaryMessages.en,
    ...medicationMessages.en,
  },
  {
    'login.title': 'Вход',
    'login.lead': 'С возвращением. Ваш прогресс, понравившиеся техники и история на месте.',
    'register.title': 'Регистрация',
    'register.lead': 'Сохраняйте прогресс, понравившиеся техники и историю. Steady — для взрослых от 18 лет.',
    'register.welcome': 'Добро пожаловать в Steady, {name}! Теперь ваш прогресс сохраняется в аккаунте.',
    'callback.title': 'Выполняем вход…',
    'callback.lead': 'Секунду, завершаем вход.',
    'profile.title': 'Ваш профиль',
    'profile.lead': 'Ваши данные, подписка и прогресс.',
    'history.title': 'Ваша история',
    'history.lead': 'Состояния, которые вы выбирали, и техники, которыми пользовались, — сначала новые.',
    'premium.title': 'Steady Премиум',
    'premium.lead': 'Больше техник, успокаивающее аудио, дневник настроения и подробная статистика.',
    'subscription.title': 'Подписка',
    'subscription.status.active': 'Премиум активен.',
    'subscription.checking.detail':
      'Сервис подписок сейчас не отвечает — спросим ещё раз через несколько секунд.',
    'subscription.status.inactive': 'У вас бесплатный тариф.',
    'subscription.status.past_due': 'Платёж просрочен. Обновите платёжные данные, чтобы сохранить Премиум.',
    'subscription.status.canceled': 'Подписка на Премиум закончилась.',
    'subscription.status.cancelPending': 'Премиум отменён и действует до конца оплаченного периода.',
    'subscription.renewsOn': 'Следующий платёж — {date}',
    'subscription.trialUntil.month':
      'Бесплатный пробный период до {date}, затем {price} в месяц, если не отмените подписку.',
    'subscription.trialUntil': 'Бесплатный пробный период до {date}',
    'subscription.trialCancelled':
      'Бесплатный пробный период до {date} — подписка отменена, оплата списываться не будет.',
    'subscription.cancelledUntil': 'Премиум до {date} — подписка отменена, больше платежей не будет.',
    'subscription.canceledOn': 'Подписка отменена {date}',
    'subscription.seePremium': 'Узнать о Премиуме',
    'subscription.keepPremium': 'Сохранить Премиум',
    'subscription.keepPremium.pending': 'Сохраняем Премиум…',
    'subscription.cancel.open': 'Отменить подписку',
    'subscription.cancel.title': 'Отменить подписку?',
    'subscription.cancel.explanationUntil':
      'Премиум будет действовать до {date}, а потом платежей больше не будет и премиум-материалы станут недоступны.',
    'subscription.cancel.explanationTrial':
      'Бесплатный пробный период и Премиум действуют до {date} — платить ничего не придётся, а потом премиум-материалы станут недоступны.',
    'subscription.cancel.explanation':
      'Премиум будет действовать до конца оплаченного периода. После этого платежей больше не будет, а премиум-материалы станут недоступны.',
    'subscription.cancel.confirm': 'Да, отменить',
    'subscription.cancel.pending': 'Отменяем…',
    'subscription.cancel.keep': 'Оставить подписку',
    'subscription.checkout.confirming': 'Подтверждаем подписку… Обычно это занимает несколько секунд.',
    'subscription.checkout.delayed':
      'Подписка ещё подтверждается. Это может занять минуту — обновите страницу чуть позже.',
    'subscription.checkout.confirmed': 'Добро пожаловать в Премиум!',
    'subscription.error.title': 'Ошибка подписки',
    'subscription.error.cancel': 'Не удалось отменить подписку',
    'subscription.error.keep': 'Сейчас не удалось сохранить Премиум. Попробуйте ещё раз чуть позже.',
    'subscription.status.paused':
      'Премиум на паузе. Премиум-функции пока выключены, а дневник и статистику можно читать.',
    'subscription.pausedUntil':
      'Пауза до {date}: до этого дня ничего не спишется, а потом Премиум вернётся сам.',
    'subscription.pausedCancelled': 'Подписка отменена и закончится {date}, больше платежей не будет.',
    'subscription.pause.open': 'Поставить Премиум на паузу',
    'subscription.pause.title': 'Поставить Премиум на паузу?',
    'subscription.pause.lead':
      'Можно сделать перерыв и ничего не потерять: пока Премиум на паузе, деньги не списываются, а потом он вернётся сам.',
    'subscription.pause.length': 'На сколько',
    'subscription.pause.months':
      '{months, plural, one {# месяц} few {# месяца} many {# месяцев} other {# месяца}}',
    'subscription.pause.resumesOn':
      '{date} Премиум вернётся. До этого премиум-функции выключены, а дневник и статистику можно читать. За 3 дня до этого мы напишем вам на почту.',
    'subscription.pause.confirm': 'Пауза до {date}',
    'subscription.pause.pending': 'Ставим на паузу…',
    'subscription.pause.keep': 'Не сейчас',
    'subscription.error.pause': 'Не удалось поставить подписку на паузу',
    'subscription.resume': 'Возобновить сейчас',
    'subscription.resume.pending': 'Возобновляем…',
    'subscription.error.resume': 'Сейчас не удалось возобновить Премиум. Попробуйте ещё раз чуть позже.',
    'subscription.cancel.pauseInstead':
      'Нужен перерыв, а не отмена? Можно поставить Премиум на паузу на 1, 2 или 3 месяца — всё это время деньги не списываются.',
    'subscription.cancel.pauseInsteadButton': 'Поставить на паузу',
    'subscription.cancel.explanationPaused':
      'Премиум останется на паузе, а подписка закончится {date} — больше платежей не будет.',
    'premium.pauseAnyTime':
      'Нужен перерыв? В профиле можно поставить Премиум на паузу на 1, 2 или 3 месяца — пока он на паузе, деньги не списываются.',
    'premium.paused': 'Возобновите сейчас — и Премиум сразу вернётся.',
    'premium.action.resume': 'Возобновить Премиум сейчас',
    'premium.price': '{price} в месяц',
    'premium.trial':
      'Бесплатный пробный период для новых подписчиков: {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
    'premium.moneyBack':
      'Гарантия возврата денег в течение {days, plural, one {# дня} few {# дней} many {# дней} other {# дня}}: полностью вернём первый платёж, если Премиум вам не подойдёт.',
    'premium.cancelAnyTime': 'Отменить подписку можно в любой момент в профиле.',
    'premium.action.trial':
      'Начать бесплатный период: {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
    'premium.action.subscribe': 'Оформить подписку',
    'premium.action.keep': 'Сохранить Премиум',
    'premium.action.profile': 'Перейти в профиль',
    'premium.alreadySubscribed': 'Вы уже подписаны на Премиум.',
    'premium.paymentsOff':
      'На этом сервере оплата не подключена, поэтому оформить Премиум здесь сейчас нельзя.',
    'premium.testCheckout':
      'На этом сервере работает тестовая оплата: настоящий платёж не списывается, карта не нужна.',
    'premium.paymentOverdue': 'Платёж просрочен, поэтому Премиум приостановлен. Подробности — в профиле.',
    'premium.cancelPending': 'Если сохранить Премиум, подписка просто продолжится.',
    'premium.checkoutCanceled': 'Оплата отменена. Деньги не списаны.',
    'premium.error.create': 'Не удалось оформить подписку',
    'premium.benefitsTitle': 'Что входит в Премиум',
    'premium.benefit.affirmations':
      '{count, plural, one {# аудиоаффирмация} few {# аудиоаффирмации} many {# аудиоаффирмаций} other {# аудиоаффирмации}}',
    'premium.benefit.affirmations.uncounted': 'Аудиоаффирмации',
    'premium.benefit.ambientTracks':
      '{count, plural, one {# фоновый трек} few {# фоновых трека} many {# фоновых треков} other {# фонового трека}}',
    'premium.benefit.ambientTracks.uncounted': 'Фоновые треки',
    'premium.benefit.ambientMixer':
      'Микшер фоновых звуков: до {count, plural, one {# звука} few {# звуков} many {# звуков} other {# звука}} одновременно',
    'premium.benefit.techniques': 'Более 30 техник',
    'premium.benefit.statistics': 'Подробная статистика',
    'premium.benefit.clinicianSummary': 'Сводка для специалиста — для печати или в PDF',
    'premium.benefit.moodJournal': 'Дневник настроения',
    'premium.benefit.recommendations': 'Персональные рекомендации',
    'premium.benefit.reminders': 'Напоминания',
    'premium.benefit.themes': 'Темы оформления',
    'premium.benefit.support':
      'Приоритетная поддержка: ответ в течение {days, plural, one {# рабочего дня} few {# рабочих дней} many {# рабочих дней} other {# рабочего дня}}',
    'premium.benefit.xp':
      'Больше XP за каждую технику: ×{multiplier}, так что техника на {example} XP приносит {total} XP',
    'premium.termsNote':
      'Цена, пробный период, продление и отмена описаны в <terms>Условиях использования</terms>.',
    'premium.alwaysFree':
      'Помощь в кризисной ситуации, режим «Сегодня тяжело», ваш план безопасности и доверенный человек бесплатны для любого аккаунта и никогда не входят в Премиум. Бесплатны и «От ступора к началу», таймер поверх окон, ярлыки приложения, отправка текста в Steady, голосовой ввод и журнал приёма лекарств.',
    // Аккаунт: формы, вход, гостевой прогресс, профиль и история.
    'field.name': 'Имя',
    'field.email': 'Электронная почта',
    'field.password': 'Пароль',
    'field.confirmPassword': 'Повторите пароль',
    'validation.required': 'Это поле обязательно',
    'validation.emailFormat': 'Неверный формат электронной почты',
    'validation.passwordLength': 'Пароль должен содержать не менее 6 символов',
    'validation.passwordMatch': 'Пароли не совпадают',
    'validation.tooLong': 'Слишком длинное значение',
    'validation.nameTooLong':
      'Имя может быть не длиннее {nameMaximum, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    'validation.invisibleCharacters': 'Уберите переносы строк и другие невидимые символы',
    'validation.invalid': 'Проверьте это поле',
    'login.submit': 'Войти',
    'login.submitting': 'Входим…',
    'login.noAccount': 'Впервые в Steady? <link>Создайте аккаунт</link>',
    'login.error.invalidCredentials': 'Неверная электронная почта или пароль',
    'login.error.rateLimited': 'Слишком много попыток входа. Подождите несколько минут и попробуйте снова.',
    'login.error.server': 'Ошибка сервера. Попробуйте позже',
    'login.error.loginFailed': 'Не удалось войти. Попробуйте ещё раз.',
    'register.submit': 'Создать аккаунт',
    'register.terms':
      'Мне исполнилось 18 лет, и я принимаю <terms>Условия использования</terms> и <privacy>Политику конфиденциальности</privacy>',
    'register.termsRequired':
      'Подтвердите, что вам есть 18 лет и вы принимаете Условия использования и Политику конфиденциальности.',
    'register.googleTermsRequired':
      'Чтобы создать аккаунт Steady через Google, сначала отметьте ниже «Мне исполнилось 18 лет, и я принимаю Условия использования и Политику конфиденциальности», а затем продолжите с Google.',
    'register.submitting': 'Создаём аккаунт…',
    'register.haveAccount': 'Уже есть аккаунт? <link>Войдите</link>',
    'register.failed': 'Не удалось зарегистрироваться',
    'register.error.emailTaken': 'Аккаунт с этой почтой уже существует. <link>Войти</link>',
    'auth.google': 'Продолжить с Google',
    'guestProgress.question': 'Сохранить прогресс, который вы набрали на этом устройстве?',
    'guestProgress.summary':
      'На этом устройстве у вас уровень {level}, {xp} XP и {count, plural, one {# выполненная техника} few {# выполненные техники} many {# выполненных техник} other {# выполненной техники}}. Если сохранить, всё это перейдёт в ваш новый аккаунт.',
    'guestProgress.keep': 'Да, сохранить',
    'guestProgress.startFresh': 'Нет, начать заново',
    'guestProgress.kept': 'Ваш прогресс теперь сохранён в аккаунте.',
    'progress.title': 'Ваш прогресс',
    'progress.level': 'Уровень {level}',
    'progress.towards': 'Прогресс до уровня {level}',
    'progress.xp': '{xp} из {total} XP до уровня {level}',
    'profile.loadFailed': 'Не удалось загрузить данные профиля',
    'profile.details': 'Ваши данные',
    'profile.memberSince': 'С нами с {date}',
    'profile.openHistory': 'Открыть историю',
    'history.retry': 'Попробовать ещё раз',
    'history.empty':
      'Здесь пока пусто. Выберите своё состояние на главной и попробуйте технику: она появится здесь.',
    'history.empty.action': 'Выбрать состояние',
    'history.noState': 'Состояние не выбрано',
    'history.techniques': 'Техники: {techniques}',
    'history.noTechniques': 'Техник пока нет',
    'history.xpEarned': '+{xp} XP',
    'history.effectiveness': 'Помогло: {score} из 5',
    'history.rate.question': 'Насколько это помогло?',
    'history.rate.change': 'Изменить оценку',
    'history.rate.scale': '1 — совсем не помогло, 5 — очень помогло.',
    'history.rate.score': '{score} из 5',
    'mood.anxiety': 'Тревога',
    'mood.procrastination': 'Прокрастинация',
    'mood.irritability': 'Раздражительность',
    'mood.hyperactivity': 'Гиперактивность',
    'mood.overwhelm': 'Перегрузка',
    ...journalMessages.ru,
    ...statisticsMessages.ru,
    ...achievementMessages.ru,
    ...selfServiceMessages.ru,
    ...exportColumnMessages.ru,
    ...sessionMessages.ru,
    ...mailFlowMessages.ru,
    ...reminderMessages.ru,
    ...themeMessages.ru,
    ...profileGroupMessages.ru,
    ...safetyPlanMessages.ru,
    ...trustedPersonMessages.ru,
    ...clinicianSummaryMessages.ru,
    ...medicationMessages.ru,
  },
);
