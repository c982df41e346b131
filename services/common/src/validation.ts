import type { z } from 'zod';
import { validationFailed, type FieldMessages } from './errors';

type RequestPart = 'body' | 'query' | 'params';

/** One message per field (the first zod reports), keyed by its dotted path; the whole part when the path is empty. */
export function fieldMessagesOf(issues: readonly z.core.$ZodIssue[], part: string): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? part : issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

function parsePart<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: RequestPart,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldMessagesOf(result.error.issues, part);
  throw validationFailed(`Invalid request ${part}: ${Object.keys(fields).join(', ')}`, fields);
}

/** The request body as the schema describes it, or a 400 validation_failed with a message per field. */
export const parseBody = <Schema extends z.ZodType>(schema: Schema, request: { body?: unknown }) =>
  parsePart(schema, request.body, 'body');

export const parseQuery = <Schema extends z.ZodType>(schema: Schema, request: { query?: unknown }) =>
  parsePart(schema, request.query, 'query');

export const parseParams = <Schema extends z.ZodType>(schema: Schema, request: { params?: unknown }) =>
  parsePart(schema, request.params, 'params');
