import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { moods } from '@steady/contracts';
import {
  moodsFileSchema,
  supplementsFileSchema,
  techniquesFileSchema,
  type MoodsFile,
  type SupplementsFile,
  type Technique,
} from './schema';

const catalogueFileNames = {
  techniques: 'techniques.json',
  moods: 'moods.json',
  supplements: 'supplements.json',
} as const;

type CatalogueFile = keyof typeof catalogueFileNames;

type RawCatalogueFiles = Record<CatalogueFile, unknown>;

export interface Catalogue {
  techniques: readonly Technique[];
  techniquesById: ReadonlyMap<string, Technique>;
  moods: MoodsFile;
  supplements: SupplementsFile;
}

const dataDirectory = path.join(__dirname, '../../data');

/** Reads and validates the content data files; throws if any of them is missing, unreadable or invalid. */
export function loadCatalogue(): Catalogue {
  return parseCatalogue({
    techniques: readJsonFile('techniques'),
    moods: readJsonFile('moods'),
    supplements: readJsonFile('supplements'),
  });
}

/** Validates already parsed file contents, so tests can check broken data without touching the disk. */
export function parseCatalogue(raw: RawCatalogueFiles): Catalogue {
  const techniques = validateFile('techniques', techniquesFileSchema, raw.techniques);
  const moodsFile = validateFile('moods', moodsFileSchema, raw.moods);
  const supplements = validateFile('supplements', supplementsFileSchema, raw.supplements);
  const techniquesById = new Map(techniques.map((technique) => [technique.id, technique]));
  checkCrossReferences(techniquesById, moodsFile);
  return { techniques, techniquesById, moods: moodsFile, supplements };
}

function readJsonFile(file: CatalogueFile): unknown {
  const fileName = catalogueFileNames[file];
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDirectory, fileName), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Content file ${fileName} could not be read: ${reason}`, { cause: error });
  }
}

function validateFile<Schema extends z.ZodType>(
  file: CatalogueFile,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  throw invalidFile(file, issues);
}

function checkCrossReferences(techniquesById: ReadonlyMap<string, Technique>, moodsFile: MoodsFile): void {
  const problems: string[] = [];
  const listedIds = new Set<string>();
  for (const mood of moods) {
    moodsFile[mood].techniques.forEach((id, index) => {
      listedIds.add(id);
      if (!techniquesById.has(id)) {
        problems.push(
          `${mood}.techniques[${index}]: technique "${id}" does not exist in ${catalogueFileNames.techniques}`,
        );
      }
    });
  }
  if (problems.length > 0) throw invalidFile('moods', problems);

  const unlisted = [...techniquesById.keys()].filter((id) => !listedIds.has(id));
  if (unlisted.length > 0) {
    throw invalidFile(
      'techniques',
      unlisted.map((id) => `technique "${id}" is not listed by any mood in ${catalogueFileNames.moods}`),
    );
  }
}

const reportedIssueLimit = 10;

function invalidFile(file: CatalogueFile, issues: readonly string[]): Error {
  const shown = issues.slice(0, reportedIssueLimit);
  const more = issues.length > shown.length ? `\n  …and ${issues.length - shown.length} more` : '';
  return new Error(`Content file ${catalogueFileNames[file]} is invalid:\n  ${shown.join('\n  ')}${more}`);
}

function formatPath(issuePath: readonly PropertyKey[]): string {
  if (issuePath.length === 0) return '(root)';
  return issuePath
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}
