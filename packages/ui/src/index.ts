export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { whenMotionReduced } from './theme/motion';
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
export { CrisisHelp } from './care/crisis-help';
export { HealthConsentPrompt, needsHealthConsent } from './care/health-consent-prompt';
export { defineCatalogs, catalogMessages, type Catalog, type Catalogs } from './i18n/catalogs';
export { uiCatalogs } from './i18n/ui-messages';
export { AppProviders } from './providers/app-providers';
export { useLanguage } from './providers/use-language';
export { useErrorMessage } from './providers/use-error-message';
export { LanguageToggle } from './frame/language-toggle';
export { ToastViewport } from './frame/toast-viewport';
export { createRemotePages, type RemotePages } from './frame/remote-pages';
export { renderStandaloneRemote } from './frame/standalone';
export { usePlan, type PlanState } from './data/use-plan';
export { useLoadedData, type LoadedData } from './data/use-loaded-data';
export { formatPrice } from './data/format-price';
export { loadRemoteModule, readRemotesMap } from './federation/remote-registry';
export { useCompletionNotice } from './providers/use-completion-notice';
export { useBadgeNotice } from './providers/use-badge-notice';
export { useSavedOfflineNotice } from './providers/use-saved-offline-notice';
export { useDocumentLanguage } from './providers/use-document-language';
export { useDocumentTheme } from './providers/use-document-theme';
export { useReducedMotion, isMotionReduced } from './providers/use-reduced-motion';
export { routerFutureFlags } from './frame/router-future';
