import { apiRequest, apiWrite, type WriteOutcome } from '@steady/api-client';
import {
  type Dose,
  type DoseRequest,
  type DoseWriteResponse,
  type Medication,
  type MedicationLog,
  type MedicationRequest,
} from '@steady/contracts';
import {
  doseSchema,
  doseWriteResponseSchema,
  medicationLogSchema,
  medicationSchema,
  medicationsPath,
} from '@steady/contracts/medications';

const path = medicationsPath.replace(/^\/api/, '');
const idPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
const dosePath = (id: string) => `${path}/doses/${encodeURIComponent(id)}`;

export const fetchMedicationLog = (signal?: AbortSignal): Promise<MedicationLog> =>
  apiRequest(path, { schema: medicationLogSchema, signal });

// Writes go through the offline write path, like journal entries: kept on the device, sent once back online.
export const addMedication = (request: MedicationRequest): Promise<WriteOutcome<Medication>> =>
  apiWrite(path, { method: 'POST', body: request, schema: medicationSchema });

export const changeMedication = (id: string, request: MedicationRequest): Promise<WriteOutcome<Medication>> =>
  apiWrite(idPath(id), { method: 'PUT', body: request, schema: medicationSchema });

export const deleteMedication = (id: string): Promise<WriteOutcome<unknown>> =>
  apiWrite(idPath(id), { method: 'DELETE' });

export const logDose = (
  medicationId: string,
  request: DoseRequest,
): Promise<WriteOutcome<DoseWriteResponse>> =>
  apiWrite(`${idPath(medicationId)}/doses`, {
    method: 'POST',
    body: request,
    schema: doseWriteResponseSchema,
  });

export const changeDose = (id: string, request: DoseRequest): Promise<WriteOutcome<Dose>> =>
  apiWrite(dosePath(id), { method: 'PUT', body: request, schema: doseSchema });

export const deleteDose = (id: string): Promise<WriteOutcome<unknown>> =>
  apiWrite(dosePath(id), { method: 'DELETE' });
