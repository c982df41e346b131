import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Alert, Card, Lead, Page, PageTitle, SectionTitle, Skeleton, Stack } from '@steady/ui';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { RequireSignIn } from '../../session';
import {
  addMedication,
  changeDose,
  changeMedication,
  deleteDose,
  deleteMedication,
  logDose,
} from '../api/medications-api';
import { useMedicationLog } from '../hooks/use-medication-log';
import { DoseList } from './DoseList';
import { MedicationCard } from './MedicationCard';
import { MedicationForm } from './MedicationForm';

const CardTitle = styled(SectionTitle)`
  margin-top: 0;
`;

function MedicationLogContent({ userId }: { userId: string }) {
  const { loaded, write } = useMedicationLog(userId);
  if (loaded.status === 'loading') {
    return (
      <Stack aria-busy="true">
        <Skeleton $height="10rem" />
        <Skeleton $height="10rem" />
      </Stack>
    );
  }
  if (loaded.status === 'failed') {
    return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  }
  const { medications, doses } = loaded.data;
  const names = new Map(medications.map((medication) => [medication.id, medication.name]));
  return (
    <Stack $gap={4}>
      <Card>
        <CardTitle>
          <FormattedMessage id="medications.add.title" />
        </CardTitle>
        <MedicationForm onSubmit={(request) => write(() => addMedication(request))} />
      </Card>
      <section>
        <SectionTitle>
          <FormattedMessage id="medications.list.title" />
        </SectionTitle>
        {medications.length === 0 ? (
          <p>
            <FormattedMessage id="medications.empty" />
          </p>
        ) : (
          <Stack $gap={3}>
            {medications.map((medication) => (
              <MedicationCard
                key={medication.id}
                medication={medication}
                onTaken={(dose) => write(() => logDose(medication.id, dose))}
                onChange={(request) => write(() => changeMedication(medication.id, request))}
                onDelete={() => write(() => deleteMedication(medication.id))}
              />
            ))}
          </Stack>
        )}
      </section>
      {medications.length > 0 && (
        <section>
          <SectionTitle>
            <FormattedMessage id="medications.doses.title" />
          </SectionTitle>
          <DoseList
            doses={doses}
            nameOf={(medicationId) => names.get(medicationId) ?? ''}
            onChange={(dose, request) => write(() => changeDose(dose.id, request))}
            onDelete={(dose) => write(() => deleteDose(dose.id))}
          />
        </section>
      )}
    </Stack>
  );
}

/** `/medications`: the signed-in user's own medication log, free for everyone; a personal log, not advice. */
export function MedicationsPage() {
  return (
    <RequireSignIn>
      {(user) => (
        <Page>
          <Stack $gap={4}>
            <div>
              <PageTitle>
                <FormattedMessage id="medications.title" />
              </PageTitle>
              <Lead>
                <FormattedMessage id="medications.lead" />
              </Lead>
            </div>
            <Alert tone="info">
              <FormattedMessage id="medications.notAdvice" />
            </Alert>
            <p>
              <FormattedMessage id="medications.private" />
            </p>
            <MedicationLogContent userId={user.id} />
          </Stack>
        </Page>
      )}
    </RequireSignIn>
  );
}
