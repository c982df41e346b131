import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DoseRequest, Medication, MedicationRequest } from '@steady/contracts';
import { Button, Card, Row, Stack } from '@steady/ui';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useLogAction } from '../hooks/use-log-action';
import { ActionFailure } from './ActionFailure';
import { MedicationForm } from './MedicationForm';
import { TakenForm } from './TakenForm';

interface MedicationCardProps {
  medication: Medication;
  onTaken: (dose: DoseRequest) => Promise<void>;
  onChange: (request: MedicationRequest) => Promise<void>;
  onDelete: () => Promise<void>;
}

const Name = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Plain = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** One medication: its name and note, its count, "Taken", and changing or deleting it. */
export function MedicationCard({ medication, onTaken, onChange, onDelete }: MedicationCardProps) {
  const intl = useIntl();
  const [changing, setChanging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const removal = useLogAction();
  const { name, doseNote, refill } = medication;

  if (changing) {
    return (
      <Card aria-label={name}>
        <MedicationForm
          medication={medication}
          onSubmit={async (request) => {
            await onChange(request);
            setChanging(false);
          }}
          onCancel={() => setChanging(false)}
        />
      </Card>
    );
  }
  return (
    <Card aria-label={name}>
      <Stack $gap={3}>
        <div>
          <Name>{name}</Name>
          {doseNote !== '' && <Plain>{doseNote}</Plain>}
        </div>
        {refill && (
          <div>
            <Plain>
              <FormattedMessage id="medications.dosesLeft" values={{ count: refill.dosesLeft }} />
            </Plain>
            {refill.reminderOn && (
              <Plain>
                <FormattedMessage id="medications.reminderOn" values={{ time: refill.time }} />
              </Plain>
            )}
          </div>
        )}
        <TakenForm name={name} onTaken={onTaken} />
        <Row $gap={2}>
          <Button
            $variant="secondary"
            aria-label={`${name}: ${intl.formatMessage({ id: 'medications.change' })}`}
            onClick={() => setChanging(true)}
          >
            <FormattedMessage id="medications.change" />
          </Button>
          <Button
            $variant="secondary"
            aria-label={`${name}: ${intl.formatMessage({ id: 'medications.delete' })}`}
            onClick={() => setDeleting(true)}
          >
            <FormattedMessage id="medications.delete" />
          </Button>
        </Row>
        <ActionFailure error={removal.error} onConsented={() => undefined} />
      </Stack>
      {deleting && (
        <ConfirmDialog
          title={<FormattedMessage id="medications.delete.title" />}
          confirmLabel={<FormattedMessage id="medications.delete.confirm" />}
          cancelLabel={<FormattedMessage id="medications.delete.keep" />}
          busy={removal.busy}
          onConfirm={() => void removal.run(onDelete).then(() => setDeleting(false))}
          onClose={() => setDeleting(false)}
        >
          <p>
            <FormattedMessage id="medications.delete.explanation" />
          </p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
