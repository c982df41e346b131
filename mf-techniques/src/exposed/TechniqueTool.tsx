import { FormattedMessage } from 'react-intl';
import { busInstanceId } from '@steady/bus';
import { appNameSchema, type AppName } from '@steady/contracts';
import { AppProviders } from '@steady/app-frame';
import { Alert } from '@steady/ui';
import type { TechniqueToolProps } from '../shared/tool-scaffold/technique-tool-props';
import { toolRegistry } from '../tool-registry';
import { catalogs } from '../i18n/catalogs';

export interface TechniqueToolModuleProps extends TechniqueToolProps {
  readonly appName: AppName;
}

/**
 * Exposed as `mf_techniques/TechniqueTool`: one tool, in this remote's own providers, for a host that opens
 * it from a technique entry (mf-recommendations, via `loadRemoteModule('mf_techniques', 'TechniqueTool')`).
 * `appName` comes from content data, so an unknown one is told, not thrown.
 */
export function TechniqueTool({ appName, ...toolProps }: TechniqueToolModuleProps) {
  const parsed = appNameSchema.safeParse(appName);
  const Tool = parsed.success ? toolRegistry[parsed.data].Tool : null;
  return (
    <AppProviders catalogs={catalogs}>
      <div data-remote="mf_techniques" data-bus-instance={busInstanceId}>
        {Tool ? (
          <Tool key={`${appName}:${toolProps.mood ?? ''}`} {...toolProps} />
        ) : (
          <Alert tone="error">
            <FormattedMessage id="technique.notFound" />
          </Alert>
        )}
      </div>
    </AppProviders>
  );
}

export default TechniqueTool;
