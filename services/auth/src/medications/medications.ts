import {
  medicationLimits,
  medicationMessages,
  reminderDays,
  type Dose,
  type DoseWriteResponse,
  type Medication,
  type MedicationLog,
  type ParsedDoseRequest,
  type ParsedMedicationRequest,
} from '@steady/contracts';
import { conflict, notFound, validationFailed } from '@steady/service-common';
import type { AuthContext } from '../context';
import { requireHealthConsent } from '../profile/profile';
import { nextOccurrence } from '../reminders/occurrences';
import type { ReminderContext } from '../reminders/reminders';
import type { DoseFields } from './medications-repository';

/** An entry may be a few minutes ahead (clocks differ), never later than that. */
const futureSlackMs = 5 * 60 * 1000;

const medicationErrorMessages = {
  notFound: 'Medication not found',
  doseNotFound: 'Medication entry not found',
  limit: `At most ${medicationLimits.perUser} medications`,
} as const;

const medicationNotFound = () =>
  notFound(medicationErrorMessages.notFound, { reason: 'medication_not_found' });
const doseNotFound = () =>
  notFound(medicationErrorMessages.doseNotFound, { reason: 'medication_dose_not_found' });

/** `GET /api/medications`: the owner's medications and latest entries, readable whatever their consent. */
export async function getMedicationLog(context: AuthContext, userId: string): Promise<MedicationLog> {
  const { medications } = context.store;
  const [list, doses] = await Promise.all([
    medications.list(userId),
    medications.recentDoses(userId, medicationLimits.recentDoses),
  ]);
  return { medications: list, doses };
}

/**
 * A user's medication log for a period: every medication, and the entries taken in [from, to) (ISO
 * instants), oldest first. For summaries made for the user (the data export reads it without a period).
 */
export async function medicationLogForPeriod(
  context: Pick<AuthContext, 'store'>,
  userId: string,
  period: { from?: string; to?: string } = {},
): Promise<MedicationLog> {
  const { medications } = context.store;
  const [list, doses] = await Promise.all([
    medications.list(userId),
    medications.dosesBetween(userId, period.from, period.to),
  ]);
  return { medications: list, doses };
}

/**
 * Keeps the medication's refill reminder in step with its count: an ordinary daily reminder (push and the
 * calendar feed, Premium like every reminder) while the count is at or below the threshold, none otherwise.
 * `renew` replaces a running one, so a changed time or zone takes effect.
 */
async function syncRefillReminder(
  context: ReminderContext,
  userId: string,
  medication: Medication,
  renew: boolean,
): Promise<void> {
  const { reminders } = context.reminderStore;
  const id = Number(medication.id);
  const { refill } = medication;
  const running = await reminders.findRefill(userId, id);
  if (running && (renew || !refill?.reminderOn)) await reminders.removeRefill(userId, id);
  if (!refill?.reminderOn || (running && !renew)) return;
  const now = context.now();
  const schedule = { time: refill.time, days: [...reminderDays], timeZone: refill.timeZone };
  await reminders.insertRefill(
    userId,
    id,
    {
      ...schedule,
      suggestedState: null,
      suggestedTool: null,
      paused: false,
      // One nudge a day until the count is renewed: no repeats.
      repeat: null,
      language: refill.language,
      nextDueAt: nextOccurrence(schedule, now).toISOString(),
    },
    now.toISOString(),
  );
}

async function ownedMedication(context: AuthContext, userId: string, id: number): Promise<Medication> {
  const medication = await context.store.medications.findOwned(userId, id);
  if (!medication) throw medicationNotFound();
  return medication;
}

export async function createMedication(
  context: ReminderContext,
  userId: string,
  request: ParsedMedicationRequest,
): Promise<Medication> {
  await requireHealthConsent(context, userId);
  const { medications } = context.store;
  if ((await medications.countFor(userId)) >= medicationLimits.perUser) {
    throw conflict(medicationErrorMessages.limit, { reason: 'medication_limit_reached' });
  }
  const id = await medications.insert(userId, request, context.now().toISOString());
  const created = await ownedMedication(context, userId, id);
  await syncRefillReminder(context, userId, created, true);
  return created;
}

/** `PUT /api/medications/{id}`: a new count (a refill) above the threshold turns the reminder off. */
export async function replaceMedication(
  context: ReminderContext,
  userId: string,
  id: number,
  request: ParsedMedicationRequest,
): Promise<Medication> {
  await requireHealthConsent(context, userId);
  await ownedMedication(context, userId, id);
  await context.store.medications.replace(userId, id, request, context.now().toISOString());
  const replaced = await ownedMedication(context, userId, id);
  await syncRefillReminder(context, userId, replaced, true);
  return replaced;
}

/** Deleting stays open without the consent: nobody should be stuck with data they cannot remove. */
export async function deleteMedication(context: ReminderContext, userId: string, id: number): Promise<void> {
  await context.reminderStore.reminders.removeRefill(userId, id);
  if (!(await context.store.medications.remove(userId, id))) throw medicationNotFound();
}

function toDoseFields(context: AuthContext, request: ParsedDoseRequest): DoseFields {
  const latest = context.now().getTime() + futureSlackMs;
  const takenAt = new Date(request.takenAt);
  const wearingOffAt = request.wearingOffAt === null ? null : new Date(request.wearingOffAt);
  for (const [field, time] of [
    ['takenAt', takenAt],
    ['wearingOffAt', wearingOffAt],
  ] as const) {
    if (time && time.getTime() > latest) {
      throw validationFailed(medicationMessages.futureTime, {
        fields: { [field]: medicationMessages.futureTime },
      });
    }
  }
  return { takenAt: takenAt.toISOString(), wearingOffAt: wearingOffAt?.toISOString() ?? null };
}

/** `POST /api/medications/{id}/doses`: "Taken"; a kept refill count goes down by one. */
export async function logDose(
  context: ReminderContext,
  userId: string,
  medicationId: number,
  request: ParsedDoseRequest,
): Promise<DoseWriteResponse> {
  await requireHealthConsent(context, userId);
  await ownedMedication(context, userId, medicationId);
  const fields = toDoseFields(context, request);
  const savedAt = context.now().toISOString();
  const dose = await context.store.medications.insertDose(userId, medicationId, fields, savedAt);
  await context.store.medications.moveCount(userId, medicationId, -1, savedAt);
  const medication = await ownedMedication(context, userId, medicationId);
  await syncRefillReminder(context, userId, medication, false);
  return { dose, medication };
}

async function ownedDose(context: AuthContext, userId: string, id: number): Promise<Dose> {
  const dose = await context.store.medications.findDose(userId, id);
  if (!dose) throw doseNotFound();
  return dose;
}

/** `PUT /api/medications/doses/{id}`: the times of an entry, such as "wearing off" added later. */
export async function replaceDose(
  context: AuthContext,
  userId: string,
  id: number,
  request: ParsedDoseRequest,
): Promise<Dose> {
  await requireHealthConsent(context, userId);
  await ownedDose(context, userId, id);
  const fields = toDoseFields(context, request);
  await context.store.medications.replaceDose(userId, id, fields, context.now().toISOString());
  return ownedDose(context, userId, id);
}

/** An entry deleted gives its dose back to a kept count: it was most likely logged by mistake. */
export async function deleteDose(context: ReminderContext, userId: string, id: number): Promise<void> {
  const dose = await ownedDose(context, userId, id);
  const savedAt = context.now().toISOString();
  await context.store.medications.removeDose(userId, id);
  await context.store.medications.moveCount(userId, Number(dose.medicationId), 1, savedAt);
  const medication = await context.store.medications.findOwned(userId, Number(dose.medicationId));
  if (medication) await syncRefillReminder(context, userId, medication, false);
}
