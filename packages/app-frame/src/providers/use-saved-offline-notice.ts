import { useIntl } from 'react-intl';
import { showToast } from '@steady/bus';

/** A calm word after a write was kept on this device while offline (it is sent when the connection returns). */
export function useSavedOfflineNotice() {
  const intl = useIntl();
  return () => showToast(intl.formatMessage({ id: 'ui.offline.savedOnDevice' }), 'info');
}
