import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  AdhdTestContent,
  adhdTestContentSchema,
  ShortTestContent,
  shortTestContentSchema,
} from './test-content-schema';

const adhdTestFileName = 'adhd-test.json';
const shortTestFileName = 'short-test.json';

export interface TestContent {
  adhdTest: AdhdTestContent;
  shortTest: ShortTestContent;
}

interface RawTestContent {
  adhdTest: unknown;
  shortTest: unknown;
}

function validate<Schema extends z.ZodType>(schema: Schema, raw: unknown, name: string): z.infer<Schema> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    // The file name leads the message so a failed start points straight at the broken data file.
    throw new Error(`Invalid test content in ${name}:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export function parseTestContent(raw: RawTestContent): TestContent {
  return {
    adhdTest: validate(adhdTestContentSchema, raw.adhdTest, adhdTestFileName),
    shortTest: validate(shortTestContentSchema, raw.shortTest, shortTestFileName),
  };
}

function readJson(name: string): unknown {
  const filePath = path.join(__dirname, '../../data', name);
  try {
    return JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read test content from ${filePath}: ${(error as Error).message}`);
  }
}

/** Reads and validates both test files; throws with the file name when either is missing or invalid. */
export function loadTestContent(): TestContent {
  return parseTestContent({
    adhdTest: readJson(adhdTestFileName),
    shortTest: readJson(shortTestFileName),
  });
}
