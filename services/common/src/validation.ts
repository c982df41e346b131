import { z } from 'zod';
import { validationFailed, type FieldMessages } from './errors';

type RequestPart = 'body' | 'query' | 'params' | 'event';

/** One message per field (the first zod reports), keyed by its dotted path; the whole part when the path is empty. */
function fieldMessagesOf(issues: readonly z.core.$ZodIssue[], part: string): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? part : issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

// Any zod schema: classic ones and the zod/mini ones that packages/contracts shares with the browser.
type AnySchema = z.core.$ZodType;

function parsePart<Schema extends AnySchema>(
  schema: Schema,
  value: unknown,
  part: RequestPart,
): z.output<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields = fieldMessagesOf(result.error.issues, part);
  throw validationFailed(`Invalid request ${part}: ${Object.keys(fields).join(', ')}`, { fields });
}

/** The request body as the schema describes it, or a 400 validation_failed with a message per field. */
export const parseBody = <Schema extends AnySchema>(schema: Schema, request: { body?: unknown }) =>
  parsePart(schema, request.body, 'body');

export const parseQuery = <Schema extends AnySchema>(schema: Schema, request: { query?: unknown }) =>
  parsePart(schema, request.query, 'query');

export const parseParams = <Schema extends AnySchema>(schema: Schema, request: { params?: unknown }) =>
  parsePart(schema, request.params, 'params');

/** A signed event's payload (a webhook's object) as the schema describes it, or a 400 like the body's. */
export const parseEventObject = <Schema extends AnySchema>(schema: Schema, object: unknown) =>
  parsePart(schema, object, 'event');
