import type { ApiErrorCode } from '@steady/api-client';
import { defineCatalogs } from './catalogs';

/**
 * What a user reads when a call fails, in their language, for each broad code (a service down, the network
 * gone, …): always here, so a failure never waits for words. A specific reason's text is in
 * on-use/error-reason-messages.ts. The server's own `message` is English and never shown.
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
