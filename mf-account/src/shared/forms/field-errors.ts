import type * as z from 'zod/mini';
import { validationMessages } from '@steady/contracts';

/** A message id of this remote's catalog for each field that has an error. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The catalog id of each spec §5 message; the English texts are the contracts' own, word for word. */
const messageIds: Record<string, string> = {
  [validationMessages.required]: 'validation.required',
  [validationMessages.emailFormat]: 'validation.emailFormat',
  [validationMessages.passwordLength]: 'validation.passwordLength',
  [validationMessages.passwordMatch]: 'validation.passwordMatch',
  [validationMessages.tooLong]: 'validation.tooLong',
  [validationMessages.nameTooLong]: 'validation.nameTooLong',
  [validationMessages.invisibleCharacters]: 'validation.invisibleCharacters',
};

/** Any message the contracts do not name (a newer server's, say) still says which field to look at. */
const messageIdOf = (message: string) => messageIds[message] ?? 'validation.invalid';

export function firstErrorPerField<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (fields.includes(field)) errors[field] ??= messageIdOf(issue.message);
  }
  return errors;
}

/** The server's 400 field messages (the same contract texts) as catalog ids. */
export function fieldErrorsFromServer<Field extends string>(
  fields: Record<string, string>,
  known: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (known.includes(field as Field)) errors[field as Field] = messageIdOf(message);
  }
  return errors;
}
