import { FormattedMessage, useIntl } from 'react-intl';
import type { UserExport } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Alert, Button, Card, Row, SectionTitle, Stack } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { fetchExport } from '../api/export-api';
import { stateLabelId } from '../../../shared/state-label';
import { historyCsv, journalCsv, type ExportNames } from '../model/csv';
import { exportJson } from '../model/json';

type Download = 'json' | 'historyCsv' | 'journalCsv';

type Content = (data: UserExport, names: ExportNames) => string;

const files: Record<Download, { name: string; type: string; content: Content }> = {
  json: { name: 'steady-export', type: 'application/json', content: exportJson },
  historyCsv: { name: 'steady-history', type: 'text/csv', content: historyCsv },
  journalCsv: { name: 'steady-journal', type: 'text/csv', content: journalCsv },
};

function saveFile(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export my data: everything Steady holds about the user (all three services) as JSON, and CSVs. */
export function DataExportSection() {
  const submission = useFormSubmission();
  const intl = useIntl();
  const [language] = useLanguage();
  const names: ExportNames = {
    state: (state) => intl.formatMessage({ id: stateLabelId(state) }),
    badge: (badgeId) => {
      const id = `ui.badge.${badgeId}.name`;
      return id in intl.messages ? intl.formatMessage({ id }) : null;
    },
    column: (column) => intl.formatMessage({ id: `selfService.export.column.${column}` }),
  };

  const download = (kind: Download) =>
    submission.submit(async () => {
      const data = await fetchExport(language);
      const file = files[kind];
      const extension = kind === 'json' ? 'json' : 'csv';
      saveFile(
        `${file.name}-${data.exportedAt.slice(0, 10)}.${extension}`,
        file.type,
        file.content(data, names),
      );
    });

  return (
    <Card aria-labelledby="export-title">
      <SectionTitle id="export-title">
        <FormattedMessage id="selfService.export.title" />
      </SectionTitle>
      <Stack>
        <p>
          <FormattedMessage id="selfService.export.what" />
        </p>
        {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
        <Row $gap={2}>
          {(Object.keys(files) as Download[]).map((kind) => (
            <Button
              key={kind}
              $variant={kind === 'json' ? 'primary' : 'secondary'}
              disabled={submission.pending}
              onClick={() => void download(kind)}
            >
              <FormattedMessage id={`selfService.export.${kind}`} />
            </Button>
          ))}
        </Row>
      </Stack>
    </Card>
  );
}
