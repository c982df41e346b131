import type { Generated } from 'kysely';

/** `medications`: one row per medication a user logs, by the name they wrote. */
export interface MedicationsTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  /** "Dose as prescribed" in the user's words; empty: none. */
  dose_note: string;
  /** The refill count; all `refill_*` columns and this one are null when the user keeps no count. */
  doses_left: number | null;
  refill_threshold: number | null;
  refill_time: string | null;
  refill_time_zone: string | null;
  refill_language: string | null;
  created_at: string;
  updated_at: string;
}

/** `medication_doses`: each "taken" entry of a medication. */
export interface MedicationDosesTable {
  id: Generated<number>;
  user_id: string;
  medication_id: number;
  taken_at: string;
  wearing_off_at: string | null;
  created_at: string;
  updated_at: string;
}
