import { useIntl } from 'react-intl';
import type { AppName } from '@steady/contracts';

/** The name the caller gave the technique, else the tool's own name in the user's language. */
export function useTechniqueName(appName: AppName, name: string | undefined): string {
  const intl = useIntl();
  return name ?? intl.formatMessage({ id: `app.${appName}` });
}
