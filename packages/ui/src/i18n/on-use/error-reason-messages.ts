import type { ErrorReason } from '@steady/contracts';
import { defineCatalogs } from '../catalogs';

/**
 * The text for each specific reason a service gives, in the reader's language. Most pages never see one, so
 * these load when a failed call first needs its words (see use-error-message.ts); until then, and if they
 * cannot load, the broad code's text stands in. The server's own `message` is English and never shown.
 */
export const errorReasonCatalogs = defineCatalogs(
  {
    email_taken: 'An account with this email already exists.',
    invalid_credentials: 'Invalid email or password',
    session_expired: 'Your session has ended. Please log in again.',
    sign_in_required: 'Please log in to continue.',
    too_many_sign_in_attempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    too_many_registrations:
      'Too many accounts have been created from this network. Please wait an hour and try again.',
    sign_in_check_unavailable: 'We cannot check your sign-in right now. Please try again in a moment.',
    google_sign_in_not_configured:
      'Google sign-in is not set up here. Please log in with your email and password.',
    guest_progress_already_claimed: 'Progress from a device has already been added to this account.',
    guest_progress_claim_too_late:
      'Progress from a device can only be added on the day the account was created.',
    history_record_not_found: 'We could not find this entry in your history.',
    premium_required: 'This is part of Steady Premium.',
    journal_entry_not_found: 'We could not find this journal entry.',
    terms_not_accepted:
      'Please confirm that you are 18 or older and agree to the Terms and the Privacy Policy.',
    wrong_current_password: 'The current password is not right.',
    wrong_password: 'The password is not right.',
    photo_not_an_image: 'The photo must be a JPEG, PNG or WebP image.',
    photo_too_large: 'The photo must be 2 MB or smaller.',
    health_consent_required:
      'Your consent to store health-related data is needed first. You can give it on this page or in your profile.',
    account_data_unavailable:
      'Part of your data cannot be reached right now. Nothing was changed — please try again in a few minutes.',
    too_many_mail_requests: 'Too many requests for this email. Please wait an hour and try again.',
    mail_link_invalid: 'This link has expired or has already been used. Please ask for a new one.',
    email_unchanged: 'This is already your email.',
    reminder_not_found: 'We could not find this reminder.',
    reminder_limit_reached: 'You have as many reminders as Steady keeps. Delete one to add another.',
    medication_not_found: 'We could not find this medication in your log.',
    medication_dose_not_found: 'We could not find this entry in your log.',
    medication_limit_reached: 'Your log has as many medications as Steady keeps. Delete one to add another.',
    push_service_not_allowed:
      'This server cannot send reminders to this browser’s notification service. You can add them to your calendar instead.',
    push_subscription_taken:
      'This browser already gets reminders for another Steady account. Please try turning them on again.',
    nudge_not_found: 'This notification has already been answered.',
    nudge_expired: 'This notification is from a while ago, so nothing was changed.',
    too_many_support_requests:
      'You have sent several requests to support within the hour. We will answer them; please wait an hour before sending another.',
    trusted_person_exists: 'You already have a trusted person. To name someone else, remove them first.',
    trusted_person_not_found: 'You have not named a trusted person.',
    trusted_person_not_agreed: 'Your trusted person has not agreed yet, so nothing can be sent to them.',
    trusted_message_limit_reached:
      'You have sent as many messages in the last 24 hours as Steady sends. If you need help now, please call an emergency number.',
    summary_period_invalid:
      'Please pick two dates: the first on or before the second, neither in the future, at most a year apart.',
    unknown_state: 'We do not know this state.',
    unknown_technique: 'We could not find this technique.',
    adhd_test_incomplete: 'Please answer all questions',
    adhd_result_not_found: 'Test result not found',
    short_test_answers_invalid: 'These answers do not fit the test any more. Please take it again.',
    unknown_sound: 'This sound is no longer available. Please reload the page.',
    no_audio_for_state: 'There is no calming audio for this state yet.',
    mix_sound_repeated: 'A mix can use each sound only once.',
    saved_mix_limit_reached: 'You have saved as many mixes as you can. Delete one to save another.',
    saved_mix_not_found: 'This mix is no longer among your saved mixes.',
    already_subscribed: 'You are already subscribed to Premium.',
    payment_overdue: 'Your last payment is overdue. Please settle it before subscribing again.',
    nothing_to_cancel: 'You have no active subscription to cancel.',
    subscription_not_created: 'Failed to create subscription',
    subscription_not_cancelled: 'Failed to cancel subscription',
    nothing_to_pause: 'Only a running subscription can be paused.',
    not_paused: 'Your subscription is not paused.',
    subscription_not_paused: 'Failed to pause subscription',
    subscription_not_resumed: 'Failed to resume subscription',
    payments_unavailable: 'Payments are not available on this server, so Premium cannot be bought here.',
    idempotency_key_invalid: 'This could not be saved. Please refresh the page and try again.',
    idempotency_key_reused: 'This could not be saved. Please refresh the page and try again.',
    idempotent_request_in_progress: 'This is still being saved. Please wait a moment.',
  } satisfies Record<ErrorReason, string>,
  {
    email_taken: 'Аккаунт с этой почтой уже существует.',
    invalid_credentials: 'Неверная электронная почта или пароль',
    session_expired: 'Сеанс завершён. Войдите ещё раз.',
    sign_in_required: 'Чтобы продолжить, войдите в аккаунт.',
    too_many_sign_in_attempts: 'Слишком много попыток входа. Подождите несколько минут и попробуйте снова.',
    too_many_registrations: 'Из этой сети создано слишком много аккаунтов. Подождите час и попробуйте снова.',
    sign_in_check_unavailable: 'Сейчас не получается проверить вход. Попробуйте ещё раз через минуту.',
    google_sign_in_not_configured:
      'Вход через Google здесь не настроен. Войдите с помощью электронной почты и пароля.',
    guest_progress_already_claimed: 'Прогресс с устройства уже перенесён в этот аккаунт.',
    guest_progress_claim_too_late: 'Прогресс с устройства можно перенести только в день создания аккаунта.',
    history_record_not_found: 'Не удалось найти эту запись в истории.',
    premium_required: 'Это входит в Steady Премиум.',
    journal_entry_not_found: 'Не удалось найти эту запись в дневнике.',
    terms_not_accepted:
      'Подтвердите, что вам есть 18 лет и вы принимаете Условия использования и Политику конфиденциальности.',
    wrong_current_password: 'Текущий пароль указан неверно.',
    wrong_password: 'Пароль указан неверно.',
    photo_not_an_image: 'Фото должно быть изображением JPEG, PNG или WebP.',
    photo_too_large: 'Размер фото — не больше 2 МБ.',
    health_consent_required:
      'Сначала нужно ваше согласие на хранение данных о здоровье. Его можно дать на этой странице или в профиле.',
    account_data_unavailable:
      'Часть ваших данных сейчас недоступна. Ничего не изменилось — попробуйте ещё раз через несколько минут.',
    too_many_mail_requests: 'Слишком много запросов для этой почты. Подождите час и попробуйте снова.',
    mail_link_invalid: 'Срок действия ссылки истёк, или она уже использована. Запросите новую.',
    email_unchanged: 'Это и так ваша почта.',
    reminder_not_found: 'Не удалось найти это напоминание.',
    reminder_limit_reached: 'У вас уже максимум напоминаний. Удалите одно, чтобы добавить новое.',
    medication_not_found: 'Не удалось найти это лекарство в вашем журнале.',
    medication_dose_not_found: 'Не удалось найти эту запись в вашем журнале.',
    medication_limit_reached: 'В журнале уже максимум лекарств. Удалите одно, чтобы добавить новое.',
    push_service_not_allowed:
      'Этот сервер не может отправлять напоминания через службу уведомлений этого браузера. Вместо этого их можно добавить в календарь.',
    push_subscription_taken:
      'Этот браузер уже получает напоминания другого аккаунта Steady. Попробуйте включить их ещё раз.',
    nudge_not_found: 'На это уведомление уже ответили.',
    nudge_expired: 'Это уведомление пришло давно, поэтому ничего не изменилось.',
    too_many_support_requests:
      'За последний час вы отправили в поддержку несколько обращений. Мы на них ответим; новое можно будет отправить через час.',
    trusted_person_exists: 'Доверенный человек уже указан. Чтобы назвать другого, сначала удалите текущего.',
    trusted_person_not_found: 'Доверенный человек пока не указан.',
    trusted_person_not_agreed: 'Доверенный человек ещё не дал согласия, поэтому отправить ему ничего нельзя.',
    trusted_message_limit_reached:
      'За последние сутки вы отправили столько сообщений, сколько Steady отправляет за день. Если помощь нужна сейчас, позвоните по экстренному номеру.',
    summary_period_invalid:
      'Выберите две даты: первая — не позже второй, обе — не в будущем, и между ними не больше года.',
    unknown_state: 'Такого состояния мы не знаем.',
    unknown_technique: 'Не удалось найти эту технику.',
    adhd_test_incomplete: 'Пожалуйста, ответьте на все вопросы',
    adhd_result_not_found: 'Результат теста не найден',
    short_test_answers_invalid: 'Эти ответы больше не подходят к тесту. Пожалуйста, пройдите его ещё раз.',
    unknown_sound: 'Этого звука больше нет. Обновите страницу.',
    no_audio_for_state: 'Для этого состояния пока нет успокаивающего аудио.',
    mix_sound_repeated: 'Каждый звук можно добавить в микс только один раз.',
    saved_mix_limit_reached: 'Сохранено максимальное число миксов. Удалите один, чтобы сохранить новый.',
    saved_mix_not_found: 'Этого микса больше нет среди сохранённых.',
    already_subscribed: 'Вы уже подписаны на Премиум.',
    payment_overdue: 'Последний платёж просрочен. Сначала оплатите его, а затем оформите подписку снова.',
    nothing_to_cancel: 'У вас нет активной подписки, которую можно отменить.',
    subscription_not_created: 'Не удалось оформить подписку',
    subscription_not_cancelled: 'Не удалось отменить подписку',
    nothing_to_pause: 'Поставить на паузу можно только действующую подписку.',
    not_paused: 'Подписка не на паузе.',
    subscription_not_paused: 'Не удалось поставить подписку на паузу',
    subscription_not_resumed: 'Не удалось возобновить подписку',
    payments_unavailable: 'На этом сервере оплата не подключена, поэтому оформить Премиум здесь нельзя.',
    idempotency_key_invalid: 'Не удалось сохранить. Обновите страницу и попробуйте ещё раз.',
    idempotency_key_reused: 'Не удалось сохранить. Обновите страницу и попробуйте ещё раз.',
    idempotent_request_in_progress: 'Это ещё сохраняется. Подождите немного.',
  },
);
