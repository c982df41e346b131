import { useState } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * A form's values and field errors. Spec §5: a field's error clears as soon as the user edits that field,
 * so nobody is left staring at a message about something they already fixed.
 */
export function useFormFields<Field extends string>(
  initialValues: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  /** Checks every field; returns the fields with errors, in form order, so the first can take focus. */
  const validateAll = (): Field[] => {
    const found = validate(values);
    setErrors(found);
    return (Object.keys(values) as Field[]).filter((field) => found[field] !== undefined);
  };

  return { values, errors, change, validateAll, setErrors };
}
