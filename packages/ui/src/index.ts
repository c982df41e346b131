export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { whenMotionReduced } from './theme/motion';
export { tint } from './theme/tint';
export {
  Page,
  PageTitle,
  SectionTitle,
  Lead,
  Prose,
  Stack,
  Row,
  Card,
  VisuallyHidden,
  Skeleton,
} from './primitives/layout';
export { Button, ButtonLink } from './primitives/button';
export { Alert } from './primitives/alert';
export { CrisisHelp, CrisisNumbers } from './care/crisis-help';
export { MessageTrustedPerson } from './care/message-trusted-person';
export { HealthConsentPrompt, needsHealthConsent } from './care/health-consent-prompt';
export {
  defineCatalogs,
  catalogMessages,
  loadCatalogMessages,
  mergedMessagesIfLoaded,
  type Catalog,
  type Catalogs,
} from './i18n/catalogs';
export { uiCatalogs } from './i18n/ui-messages';
export { errorCodeMessageIds } from './i18n/error-messages';
export { loadErrorReasonTexts, prepareErrorReasonTexts, useErrorMessage } from './i18n/use-error-message';
