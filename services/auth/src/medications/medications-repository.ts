import { languageSchema, type Dose, type Medication, type ParsedMedicationRequest } from '@steady/contracts';
import { insertAndGetId, parseStoredValue, type ServiceDatabase } from '@steady/service-common';
import { sql, type Selectable } from 'kysely';
import type { AuthDatabase } from '../database/schema';
import type { MedicationDosesTable, MedicationsTable } from './medication-tables';

/** What a medication stores besides its owner; `refill` null: no count kept. */
type MedicationFields = ParsedMedicationRequest;

export interface DoseFields {
  takenAt: string;
  wearingOffAt: string | null;
}

export interface MedicationsRepository {
  list(userId: string): Promise<Medication[]>;
  countFor(userId: string): Promise<number>;
  /** The medication only when it belongs to `userId`: another user's id reads as missing. */
  findOwned(userId: string, id: number): Promise<Medication | undefined>;
  insert(userId: string, fields: MedicationFields, savedAt: string): Promise<number>;
  replace(userId: string, id: number, fields: MedicationFields, savedAt: string): Promise<void>;
  /** Moves the refill count by `change` (never below 0); nothing when no count is kept. */
  moveCount(userId: string, id: number, change: number, savedAt: string): Promise<void>;
  /** Removes the medication and its entries; false when there was no such medication of this user. */
  remove(userId: string, id: number): Promise<boolean>;
  insertDose(userId: string, medicationId: number, fields: DoseFields, savedAt: string): Promise<Dose>;
  findDose(userId: string, id: number): Promise<Dose | undefined>;
  replaceDose(userId: string, id: number, fields: DoseFields, savedAt: string): Promise<void>;
  removeDose(userId: string, id: number): Promise<void>;
  /** The latest `limit` entries, newest first. */
  recentDoses(userId: string, limit: number): Promise<Dose[]>;
  /** Entries taken in [from, to) (ISO instants; undefined: open), oldest first. */
  dosesBetween(userId: string, from?: string, to?: string): Promise<Dose[]>;
}

/** The refill reminder is on exactly while the count is at or below the threshold (medications.ts keeps it so). */
function toMedication(row: Selectable<MedicationsTable>): Medication {
  const counted =
    row.doses_left !== null &&
    row.refill_threshold !== null &&
    row.refill_time !== null &&
    row.refill_time_zone !== null;
  return {
    id: String(row.id),
    name: row.name,
    doseNote: row.dose_note,
    refill: counted
      ? {
          dosesLeft: row.doses_left ?? 0,
          threshold: row.refill_threshold ?? 0,
          time: row.refill_time ?? '',
          timeZone: row.refill_time_zone ?? '',
          language: parseStoredValue(languageSchema, row.refill_language, 'refill language'),
          reminderOn: (row.doses_left ?? 0) <= (row.refill_threshold ?? 0),
        }
      : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toDose(row: Selectable<MedicationDosesTable>): Dose {
  return {
    id: String(row.id),
    medicationId: String(row.medication_id),
    takenAt: row.taken_at,
    wearingOffAt: row.wearing_off_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns({ name, doseNote, refill }: MedicationFields, savedAt: string) {
  return {
    name,
    dose_note: doseNote,
    doses_left: refill?.dosesLeft ?? null,
    refill_threshold: refill?.threshold ?? null,
    refill_time: refill?.time ?? null,
    refill_time_zone: refill?.timeZone ?? null,
    refill_language: refill?.language ?? null,
    updated_at: savedAt,
  };
}

/** A medication log's entries: each dose taken, and when it was expected to wear off. */
function doseQueries(
  database: ServiceDatabase<AuthDatabase>,
): Pick<
  MedicationsRepository,
  'insertDose' | 'findDose' | 'replaceDose' | 'removeDose' | 'recentDoses' | 'dosesBetween'
> {
  const { db } = database;
  const findDose = async (userId: string, id: number) => {
    const row = await db
      .selectFrom('medication_doses')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toDose(row);
  };
  return {
    async insertDose(userId, medicationId, fields, savedAt) {
      const id = await insertAndGetId(database, 'medication_doses', {
        user_id: userId,
        medication_id: medicationId,
        taken_at: fields.takenAt,
        wearing_off_at: fields.wearingOffAt,
        created_at: savedAt,
        updated_at: savedAt,
      });
      const stored = await findDose(userId, id);
      if (!stored) throw new Error('A medication entry just written could not be read back');
      return stored;
    },
    findDose,
    async replaceDose(userId, id, fields, savedAt) {
      await db
        .updateTable('medication_doses')
        .set({ taken_at: fields.takenAt, wearing_off_at: fields.wearingOffAt, updated_at: savedAt })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },
    async removeDose(userId, id) {
      await db.deleteFrom('medication_doses').where('id', '=', id).where('user_id', '=', userId).execute();
    },
    async recentDoses(userId, limit) {
      const rows = await db
        .selectFrom('medication_doses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('taken_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toDose);
    },
    async dosesBetween(userId, from, to) {
      const rows = await db
        .selectFrom('medication_doses')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(from !== undefined, (query) => query.where('taken_at', '>=', from ?? ''))
        .$if(to !== undefined, (query) => query.where('taken_at', '<', to ?? ''))
        .orderBy('taken_at')
        .orderBy('id')
        .execute();
      return rows.map(toDose);
    },
  };
}

export function createMedicationsRepository(database: ServiceDatabase<AuthDatabase>): MedicationsRepository {
  const { db } = database;
  return {
    async list(userId) {
      const rows = await db
        .selectFrom('medications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return rows.map(toMedication);
    },
    async countFor(userId) {
      const row = await db
        .selectFrom('medications')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async findOwned(userId, id) {
      const row = await db
        .selectFrom('medications')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toMedication(row);
    },
    insert: (userId, fields, savedAt) =>
      insertAndGetId(database, 'medications', {
        user_id: userId,
        ...toColumns(fields, savedAt),
        created_at: savedAt,
      }),
    async replace(userId, id, fields, savedAt) {
      await db
        .updateTable('medications')
        .set(toColumns(fields, savedAt))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },
    async moveCount(userId, id, change, savedAt) {
      // One UPDATE, so two entries sent at once both count.
      await db
        .updateTable('medications')
        .set({
          doses_left: sql<number>`case when doses_left + ${change} < 0 then 0 else doses_left + ${change} end`,
          updated_at: savedAt,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('doses_left', 'is not', null)
        .execute();
    },
    async remove(userId, id) {
      await db
        .deleteFrom('medication_doses')
        .where('medication_id', '=', id)
        .where('user_id', '=', userId)
        .execute();
      const result = await db
        .deleteFrom('medications')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    ...doseQueries(database),
  };
}
