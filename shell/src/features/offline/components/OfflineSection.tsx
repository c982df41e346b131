import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { OfflineAppStatus } from '@steady/contracts/offline-app';
import { AppProviders } from '@steady/app-frame';
import { Alert, Button, Lead, SectionTitle, Stack } from '@steady/ui';
import { offlineCatalogs } from '../../../i18n/on-use/offline';
import { keepEverythingOffline, offlineAppStatus } from '../offline-app';
import { offlineSectionId } from './offline-section-id';

type Phase =
  | { name: 'checking' }
  | { name: 'unavailable' }
  | { name: 'idle' | 'saving' | 'failed'; status: OfflineAppStatus };

/** Bytes as a reader reads them: "850 kB", "1.4 MB" ("1,4 МБ"). */
function formatSize(intl: IntlShape, bytes: number): string {
  return bytes < 1_000_000
    ? intl.formatNumber(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1000)), {
        style: 'unit',
        unit: 'kilobyte',
      })
    : intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/**
 * On `/support#offline`: what works offline already (what the reader has opened), and one button that keeps
 * the rest, its download size shown first.
 */
export function OfflineSection() {
  return (
    <AppProviders catalogs={offlineCatalogs}>
      <OfflineStatus />
    </AppProviders>
  );
}

/** Where keeping the app offline stands: checked once on opening, then while the rest is being kept. */
function useOfflinePhase() {
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });

  useEffect(() => {
    let current = true;
    void offlineAppStatus().then((status) => {
      if (current) setPhase(status ? { name: 'idle', status } : { name: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, []);

  const keepEverything = async (status: OfflineAppStatus) => {
    setPhase({ name: 'saving', status });
    const after = await keepEverythingOffline();
    setPhase(
      after && after.keptBytes === after.totalBytes
        ? { name: 'idle', status: after }
        : { name: 'failed', status: after ?? status },
    );
  };

  return { phase, keepEverything };
}

function OfflineStatus() {
  const intl = useIntl();
  const { phase, keepEverything } = useOfflinePhase();

  return (
    <Stack as="section" $gap={3} aria-labelledby={`${offlineSectionId}-title`}>
      <SectionTitle id={`${offlineSectionId}-title`}>
        <FormattedMessage id="offline.title" />
      </SectionTitle>
      <Lead>
        <FormattedMessage id="offline.lead" />
      </Lead>
      {phase.name === 'unavailable' && (
        <p>
          <FormattedMessage id="offline.unavailable" />
        </p>
      )}
      {'status' in phase && phase.status.keptBytes === phase.status.totalBytes && (
        <p role="status">
          <FormattedMessage id="offline.everythingKept" />
        </p>
      )}
      {'status' in phase && phase.status.keptBytes < phase.status.totalBytes && (
        <>
          <p>
            <FormattedMessage
              id="offline.kept"
              values={{
                kept: formatSize(intl, phase.status.keptBytes),
                total: formatSize(intl, phase.status.totalBytes),
              }}
            />
          </p>
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={phase.name === 'saving'}
              onClick={() => void keepEverything(phase.status)}
            >
              {phase.name === 'saving' ? (
                <FormattedMessage id="offline.keeping" />
              ) : (
                <FormattedMessage
                  id="offline.keepEverything"
                  values={{
                    size: formatSize(intl, phase.status.totalBytes - phase.status.keptBytes),
                  }}
                />
              )}
            </Button>
          </div>
          {phase.name === 'failed' && (
            <Alert tone="info">
              <FormattedMessage id="offline.failed" />
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
