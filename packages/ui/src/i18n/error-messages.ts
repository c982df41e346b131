import type { ApiErrorCode } from '@steady/api-client';
import type { ErrorReason } from '@steady/contracts';
import { defineCatalogs } from './catalogs';

/**
 * What a user reads when a call fails, in their language: one text per specific reason the services give,
 * and one per broad code for everything else. The server's own `message` is English and never shown.
 */
export const errorCatalogs = defineCatalogs(
  {
    'ui.error.generic': 'Something went wrong. Please try again.',
    'ui.error.unavailable': 'This service is temporarily unavailable. Please try again in a moment.',
    'ui.error.timedOut': 'This service is taking too long to answer. Please try again in a moment.',
    'ui.error.network': 'We could not reach Steady. Check your connection and try again.',
    'ui.error.badRequest': 'Something in that request was not right. Please try again.',
    'ui.error.validationFailed': 'Some details are not right. Please check them and try again.',
    'ui.error.signInRequired': 'Please log in to continue.',
    'ui.error.forbidden': 'Your account does not have access to this.',
    'ui.error.notFound': 'We could not find what you were looking for.',
    'ui.error.conflict': 'This cannot be done right now. Please refresh the page and try again.',
    'ui.error.payloadTooLarge': 'That is too much to send at once. Please make it shorter.',
    'ui.error.rateLimited': 'Too many attempts. Please wait a few minutes and try again.',
    'ui.error.notConfigured': 'This is not set up on this server.',
    'ui.error.emailTaken': 'An account with this email already exists.',
    'ui.error.invalidCredentials': 'Invalid email or password',
    'ui.error.sessionExpired': 'Your session has ended. Please log in again.',
    'ui.error.tooManySignInAttempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
    'ui.error.tooManyRegistrations':
      'Too many accounts have been created from this network. Please wait an hour and try again.',
    'ui.error.signInCheckUnavailable':
      'We cannot check your sign-in right now. Please try again in a moment.',
    'ui.error.googleNotConfigured':
      'Google sign-in is not set up here. Please log in with your email and password.',
    'ui.error.guestProgressAlreadyClaimed': 'Progress from a device has already been added to this account.',
    'ui.error.guestProgressTooLate':
      'Progress from a device can only be added on the day the account was created.',
    'ui.error.historyRecordNotFound': 'We could not find this entry in your history.',
    'ui.error.premiumRequired': 'This is part of Steady Premium.',
    'ui.error.journalEntryNotFound': 'We could not find this journal entry.',
    'ui.error.termsNotAccepted':
      'Please confirm that you are 18 or older and agree to the Terms and the Privacy Policy.',
    'ui.error.wrongCurrentPassword': 'The current password is not right.',
    'ui.error.wrongPassword': 'The password is not right.',
    'ui.error.photoNotAnImage': 'The photo must be a JPEG, PNG or WebP image.',
    'ui.error.photoTooLarge': 'The photo must be 2 MB or smaller.',
    'ui.error.healthConsentRequired':
      'Your consent to store health-related data is needed first. You can give it on this page or in your profile.',
    'ui.error.accountDataUnavailable':
      'Part of your data cannot be reached right now. Nothing was changed — please try again in a few minutes.',
    'ui.error.tooManyMailRequests': 'Too many requests for this email. Please wait an hour and try again.',
    'ui.error.mailLinkInvalid': 'This link has expired or has already been used. Please ask for a new one.',
    'ui.error.emailUnchanged': 'This is already your email.',
    'ui.error.reminderNotFound': 'We could not find this reminder.',
    'ui.error.reminderLimitReached': 'You have as many reminders as Steady keeps. Delete one to add another.',
    'ui.error.medicationNotFound': 'We could not find this medication in your log.',
    'ui.error.medicationDoseNotFound': 'We could not find this entry in your log.',
    'ui.error.medicationLimitReached':
      'Your log has as many medications as Steady keeps. Delete one to add another.',
    'ui.error.pushServiceNotAllowed':
      'This server cannot send reminders to this browser’s notification service. You can add them to your calendar instead.',
    'ui.error.pushSubscriptionTaken':
      'This browser already gets reminders for another Steady account. Please try turning them on again.',
    'ui.error.nudgeNotFound': 'This notification has already been answered.',
    'ui.error.nudgeExpired': 'This notification is from a while ago, so nothing was changed.',
    'ui.error.tooManySupportRequests':
      'You have sent several requests to support within the hour. We will answer them; please wait an hour before sending another.',
    'ui.error.trustedPersonExists':
      'You already have a trusted person. To name someone else, remove them first.',
    'ui.error.trustedPersonNotFound': 'You have not named a trusted person.',
    'ui.error.trustedPersonNotAgreed':
      'Your trusted person has not agreed yet, so nothing can be sent to them.',
    'ui.error.trustedMessageLimitReached':
      'You have sent as many messages in the last 24 hours as Steady sends. If you need help now, please call an emergency number.',
    'ui.error.summaryPeriodInvalid':
      'Please pick two dates: the first on or before the second, neither in the future, at most a year apart.',
    'ui.error.unknownState': 'We do not know this state.',
    'ui.error.unknownTechnique': 'We could not find this technique.',
    'ui.error.adhdTestIncomplete': 'Please answer all questions',
    'ui.error.adhdResultNotFound': 'Test result not found',
    'ui.error.shortTestAnswersInvalid': 'These answers do not fit the test any more. Please take it again.',
    'ui.error.unknownSound': 'This sound is no longer available. Please reload the page.',
    'ui.error.noAudioForState': 'There is no calming audio for this state yet.',
    'ui.error.mixSoundRepeated': 'A mix can use each sound only once.',
    'ui.error.savedMixLimitReached': 'You have saved as many mixes as you can. Delete one to save another.',
    'ui.error.savedMixNotFound': 'This mix is no longer among your saved mixes.',
    'ui.error.alreadySubscribed': 'You are already subscribed to Premium.',
    'ui.error.paymentOverdue': 'Your last payment is overdue. Please settle it before subscribing again.',
    'ui.error.nothingToCancel': 'You have no active subscription to cancel.',
    'ui.error.subscriptionNotCreated': 'Failed to create subscription',
    'ui.error.subscriptionNotCancelled': 'Failed to cancel subscription',
    'ui.error.nothingToPause': 'Only a running subscription can be paused.',
    'ui.error.notPaused': 'Your subscription is not paused.',
    'ui.error.subscriptionNotPaused': 'Failed to pause subscription',
    'ui.error.subscriptionNotResumed': 'Failed to resume subscription',
    'ui.error.paymentsUnavailable':
      'Payments are not available on this server, so Premium cannot be bought here.',
    'ui.error.idempotencyKeyInvalid': 'This could not be saved. Please refresh the page and try again.',
    'ui.error.idempotencyKeyReused': 'This could not be saved. Please refresh the page and try again.',
    'ui.error.idempotentRequestInProgress': 'This is still being saved. Please wait a moment.',
  },
  {
    'ui.error.generic': 'Что-то пошло не так. Попробуйте ещё раз.',
    'ui.error.unavailable': 'Сервис временно недоступен. Попробуйте ещё раз через минуту.',
    'ui.error.timedOut': 'Сервис слишком долго не отвечает. Попробуйте ещё раз через минуту.',
    'ui.error.network': 'Не удаётся связаться со Steady. Проверьте подключение и попробуйте ещё раз.',
    'ui.error.badRequest': 'Не удалось обработать запрос. Попробуйте ещё раз.',
    'ui.error.validationFailed': 'Некоторые данные указаны неверно. Проверьте их и попробуйте ещё раз.',
    'ui.error.signInRequired': 'Чтобы продолжить, войдите в аккаунт.',
    'ui.error.forbidden': 'Вашему аккаунту это недоступно.',
    'ui.error.notFound': 'Не удалось найти то, что вы ищете.',
    'ui.error.conflict': 'Сейчас это сделать нельзя. Обновите страницу и попробуйте ещё раз.',
    'ui.error.payloadTooLarge': 'Слишком много данных за один раз. Сократите текст и попробуйте снова.',
    'ui.error.rateLimited': 'Слишком много попыток. Подождите несколько минут и попробуйте снова.',
    'ui.error.notConfigured': 'На этом сервере это не настроено.',
    'ui.error.emailTaken': 'Аккаунт с этой почтой уже существует.',
    'ui.error.invalidCredentials': 'Неверная электронная почта или пароль',
    'ui.error.sessionExpired': 'Сеанс завершён. Войдите ещё раз.',
    'ui.error.tooManySignInAttempts':
      'Слишком много попыток входа. Подождите несколько минут и попробуйте снова.',
    'ui.error.tooManyRegistrations':
      'Из этой сети создано слишком много аккаунтов. Подождите час и попробуйте снова.',
    'ui.error.signInCheckUnavailable':
      'Сейчас не получается проверить вход. Попробуйте ещё раз через минуту.',
    'ui.error.googleNotConfigured':
      'Вход через Google здесь не настроен. Войдите с помощью электронной почты и пароля.',
    'ui.error.guestProgressAlreadyClaimed': 'Прогресс с устройства уже перенесён в этот аккаунт.',
    'ui.error.guestProgressTooLate': 'Прогресс с устройства можно перенести только в день создания аккаунта.',
    'ui.error.historyRecordNotFound': 'Не удалось найти эту запись в истории.',
    'ui.error.premiumRequired': 'Это входит в Steady Премиум.',
    'ui.error.journalEntryNotFound': 'Не удалось найти эту запись в дневнике.',
    'ui.error.termsNotAccepted':
      'Подтвердите, что вам есть 18 лет и вы принимаете Условия использования и Политику конфиденциальности.',
    'ui.error.wrongCurrentPassword': 'Текущий пароль указан неверно.',
    'ui.error.wrongPassword': 'Пароль указан неверно.',
    'ui.error.photoNotAnImage': 'Фото должно быть изображением JPEG, PNG или WebP.',
    'ui.error.photoTooLarge': 'Размер фото — не больше 2 МБ.',
    'ui.error.healthConsentRequired':
      'Сначала нужно ваше согласие на хранение данных о здоровье. Его можно дать на этой странице или в профиле.',
    'ui.error.accountDataUnavailable':
      'Часть ваших данных сейчас недоступна. Ничего не изменилось — попробуйте ещё раз через несколько минут.',
    'ui.error.tooManyMailRequests':
      'Слишком много запросов для этой почты. Подождите час и попробуйте снова.',
    'ui.error.mailLinkInvalid': 'Срок действия ссылки истёк, или она уже использована. Запросите новую.',
    'ui.error.emailUnchanged': 'Это и так ваша почта.',
    'ui.error.reminderNotFound': 'Не удалось найти это напоминание.',
    'ui.error.reminderLimitReached': 'У вас уже максимум напоминаний. Удалите одно, чтобы добавить новое.',
    'ui.error.medicationNotFound': 'Не удалось найти это лекарство в вашем журнале.',
    'ui.error.medicationDoseNotFound': 'Не удалось найти эту запись в вашем журнале.',
    'ui.error.medicationLimitReached': 'В журнале уже максимум лекарств. Удалите одно, чтобы добавить новое.',
    'ui.error.pushServiceNotAllowed':
      'Этот сервер не может отправлять напоминания через службу уведомлений этого браузера. Вместо этого их можно добавить в календарь.',
    'ui.error.pushSubscriptionTaken':
      'Этот браузер уже получает напоминания другого аккаунта Steady. Попробуйте включить их ещё раз.',
    'ui.error.nudgeNotFound': 'На это уведомление уже ответили.',
    'ui.error.nudgeExpired': 'Это уведомление пришло давно, поэтому ничего не изменилось.',
    'ui.error.tooManySupportRequests':
      'За последний час вы отправили в поддержку несколько обращений. Мы на них ответим; новое можно будет отправить через час.',
    'ui.error.trustedPersonExists':
      'Доверенный человек уже указан. Чтобы назвать другого, сначала удалите текущего.',
    'ui.error.trustedPersonNotFound': 'Доверенный человек пока не указан.',
    'ui.error.trustedPersonNotAgreed':
      'Доверенный человек ещё не дал согласия, поэтому отправить ему ничего нельзя.',
    'ui.error.trustedMessageLimitReached':
      'За последние сутки вы отправили столько сообщений, сколько Steady отправляет за день. Если помощь нужна сейчас, позвоните по экстренному номеру.',
    'ui.error.summaryPeriodInvalid':
      'Выберите две даты: первая — не позже второй, обе — не в будущем, и между ними не больше года.',
    'ui.error.unknownState': 'Такого состояния мы не знаем.',
    'ui.error.unknownTechnique': 'Не удалось найти эту технику.',
    'ui.error.adhdTestIncomplete': 'Пожалуйста, ответьте на все вопросы',
    'ui.error.adhdResultNotFound': 'Результат теста не найден',
    'ui.error.shortTestAnswersInvalid':
      'Эти ответы больше не подходят к тесту. Пожалуйста, пройдите его ещё раз.',
    'ui.error.unknownSound': 'Этого звука больше нет. Обновите страницу.',
    'ui.error.noAudioForState': 'Для этого состояния пока нет успокаивающего аудио.',
    'ui.error.mixSoundRepeated': 'Каждый звук можно добавить в микс только один раз.',
    'ui.error.savedMixLimitReached':
      'Сохранено максимальное число миксов. Удалите один, чтобы сохранить новый.',
    'ui.error.savedMixNotFound': 'Этого микса больше нет среди сохранённых.',
    'ui.error.alreadySubscribed': 'Вы уже подписаны на Премиум.',
    'ui.error.paymentOverdue':
      'Последний платёж просрочен. Сначала оплатите его, а затем оформите подписку снова.',
    'ui.error.nothingToCancel': 'У вас нет активной подписки, которую можно отменить.',
    'ui.error.subscriptionNotCreated': 'Не удалось оформить подписку',
    'ui.error.subscriptionNotCancelled': 'Не удалось отменить подписку',
    'ui.error.nothingToPause': 'Поставить на паузу можно только действующую подписку.',
    'ui.error.notPaused': 'Подписка не на паузе.',
    'ui.error.subscriptionNotPaused': 'Не удалось поставить подписку на паузу',
    'ui.error.subscriptionNotResumed': 'Не удалось возобновить подписку',
    'ui.error.paymentsUnavailable':
      'На этом сервере оплата не подключена, поэтому оформить Премиум здесь нельзя.',
    'ui.error.idempotencyKeyInvalid': 'Не удалось сохранить. Обновите страницу и попробуйте ещё раз.',
    'ui.error.idempotencyKeyReused': 'Не удалось сохранить. Обновите страницу и попробуйте ещё раз.',
    'ui.error.idempotentRequestInProgress': 'Это ещё сохраняется. Подождите немного.',
  },
);

type ErrorMessageId = keyof typeof errorCatalogs.en;

/** Every broad code, the service's and the client's own, has its text: a newer reason still reads well. */
export const errorCodeMessageIds: Record<ApiErrorCode, ErrorMessageId> = {
  bad_request: 'ui.error.badRequest',
  validation_failed: 'ui.error.validationFailed',
  unauthorized: 'ui.error.signInRequired',
  forbidden: 'ui.error.forbidden',
  not_found: 'ui.error.notFound',
  conflict: 'ui.error.conflict',
  payload_too_large: 'ui.error.payloadTooLarge',
  rate_limited: 'ui.error.rateLimited',
  not_configured: 'ui.error.notConfigured',
  bad_gateway: 'ui.error.unavailable',
  service_unavailable: 'ui.error.unavailable',
  gateway_timeout: 'ui.error.timedOut',
  internal: 'ui.error.generic',
  network_error: 'ui.error.network',
  invalid_response: 'ui.error.generic',
};

/** Every reason a service gives has its own text (a missing one is a type error here). */
export const errorReasonMessageIds: Record<ErrorReason, ErrorMessageId> = {
  email_taken: 'ui.error.emailTaken',
  invalid_credentials: 'ui.error.invalidCredentials',
  session_expired: 'ui.error.sessionExpired',
  sign_in_required: 'ui.error.signInRequired',
  too_many_sign_in_attempts: 'ui.error.tooManySignInAttempts',
  too_many_registrations: 'ui.error.tooManyRegistrations',
  sign_in_check_unavailable: 'ui.error.signInCheckUnavailable',
  google_sign_in_not_configured: 'ui.error.googleNotConfigured',
  guest_progress_already_claimed: 'ui.error.guestProgressAlreadyClaimed',
  guest_progress_claim_too_late: 'ui.error.guestProgressTooLate',
  history_record_not_found: 'ui.error.historyRecordNotFound',
  premium_required: 'ui.error.premiumRequired',
  journal_entry_not_found: 'ui.error.journalEntryNotFound',
  terms_not_accepted: 'ui.error.termsNotAccepted',
  wrong_current_password: 'ui.error.wrongCurrentPassword',
  wrong_password: 'ui.error.wrongPassword',
  photo_not_an_image: 'ui.error.photoNotAnImage',
  photo_too_large: 'ui.error.photoTooLarge',
  health_consent_required: 'ui.error.healthConsentRequired',
  account_data_unavailable: 'ui.error.accountDataUnavailable',
  too_many_mail_requests: 'ui.error.tooManyMailRequests',
  mail_link_invalid: 'ui.error.mailLinkInvalid',
  email_unchanged: 'ui.error.emailUnchanged',
  reminder_not_found: 'ui.error.reminderNotFound',
  reminder_limit_reached: 'ui.error.reminderLimitReached',
  medication_not_found: 'ui.error.medicationNotFound',
  medication_dose_not_found: 'ui.error.medicationDoseNotFound',
  medication_limit_reached: 'ui.error.medicationLimitReached',
  push_service_not_allowed: 'ui.error.pushServiceNotAllowed',
  push_subscription_taken: 'ui.error.pushSubscriptionTaken',
  nudge_not_found: 'ui.error.nudgeNotFound',
  nudge_expired: 'ui.error.nudgeExpired',
  too_many_support_requests: 'ui.error.tooManySupportRequests',
  trusted_person_exists: 'ui.error.trustedPersonExists',
  trusted_person_not_found: 'ui.error.trustedPersonNotFound',
  trusted_person_not_agreed: 'ui.error.trustedPersonNotAgreed',
  trusted_message_limit_reached: 'ui.error.trustedMessageLimitReached',
  summary_period_invalid: 'ui.error.summaryPeriodInvalid',
  unknown_state: 'ui.error.unknownState',
  unknown_technique: 'ui.error.unknownTechnique',
  adhd_test_incomplete: 'ui.error.adhdTestIncomplete',
  adhd_result_not_found: 'ui.error.adhdResultNotFound',
  short_test_answers_invalid: 'ui.error.shortTestAnswersInvalid',
  unknown_sound: 'ui.error.unknownSound',
  no_audio_for_state: 'ui.error.noAudioForState',
  mix_sound_repeated: 'ui.error.mixSoundRepeated',
  saved_mix_limit_reached: 'ui.error.savedMixLimitReached',
  saved_mix_not_found: 'ui.error.savedMixNotFound',
  already_subscribed: 'ui.error.alreadySubscribed',
  payment_overdue: 'ui.error.paymentOverdue',
  nothing_to_cancel: 'ui.error.nothingToCancel',
  subscription_not_created: 'ui.error.subscriptionNotCreated',
  subscription_not_cancelled: 'ui.error.subscriptionNotCancelled',
  nothing_to_pause: 'ui.error.nothingToPause',
  not_paused: 'ui.error.notPaused',
  subscription_not_paused: 'ui.error.subscriptionNotPaused',
  subscription_not_resumed: 'ui.error.subscriptionNotResumed',
  payments_unavailable: 'ui.error.paymentsUnavailable',
  idempotency_key_invalid: 'ui.error.idempotencyKeyInvalid',
  idempotency_key_reused: 'ui.error.idempotencyKeyReused',
  idempotent_request_in_progress: 'ui.error.idempotentRequestInProgress',
};
