import { busInstanceId } from '@steady/bus';
import { AppProviders } from '@steady/app-frame';
import { RunningToolBar as Bar } from '../features/running-bar/components/RunningToolBar';
import { catalogs } from '../i18n/catalogs';

/**
 * Exposed as `mf_techniques/RunningToolBar`: mounted once by the shell's frame, loaded only when the
 * `runningTools` channel says a tool is under way (so a first load with nothing running never fetches it).
 */
export function RunningToolBar() {
  return (
    <AppProviders catalogs={catalogs}>
      <div data-remote="mf_techniques" data-bus-instance={busInstanceId}>
        <Bar />
      </div>
    </AppProviders>
  );
}

export default RunningToolBar;
