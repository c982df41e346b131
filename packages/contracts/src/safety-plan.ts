// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { invisibleCharacters, validationMessages } from './auth';
import { appNames } from './domain';

/** The six parts of the Stanley–Brown safety plan, in the order the plan is read. */
export const safetyPlanParts = [
  'warningSigns',
  'onMyOwn',
  'distractions',
  'askForHelp',
  'professionals',
  'saferSurroundings',
] as const;
export type SafetyPlanPart = (typeof safetyPlanParts)[number];

export const safetyPlanLimits = { lines: 10, lineLength: 200 } as const;

/** What "things I can do on my own" may link to: one of Steady's exercises, or the calming audio. */
export const safetyPlanLinks = [...appNames, 'audio'] as const;
const safetyPlanLinkSchema = z.enum(safetyPlanLinks);
export type SafetyPlanLink = z.infer<typeof safetyPlanLinkSchema>;

const safetyPlanMessages = {
  lineTooLong: `A line can be at most ${safetyPlanLimits.lineLength} characters`,
  tooManyLines: `A part can have at most ${safetyPlanLimits.lines} lines`,
  emptyLine: 'A line cannot be empty',
  invisibleCharacters: validationMessages.invisibleCharacters,
} as const;

/** One line of a part: one line of text (no line breaks or other control characters), never empty. */
const lineSchema = z.string().check(
  z.trim(),
  z.minLength(1, safetyPlanMessages.emptyLine),
  z.maxLength(safetyPlanLimits.lineLength, safetyPlanMessages.lineTooLong),
  z.refine((line) => !invisibleCharacters.test(line), safetyPlanMessages.invisibleCharacters),
);
const partSchema = z._default(
  z.array(lineSchema).check(z.maxLength(safetyPlanLimits.lines, safetyPlanMessages.tooManyLines)),
  [],
);

/** `PUT /api/safety-plan`: the whole plan (a part left out is empty); it replaces what was kept. */
export const safetyPlanRequestSchema = z.object({
  warningSigns: partSchema,
  onMyOwn: partSchema,
  /** Exercises and audio picked for "things I can do on my own", each at most once. */
  links: z._default(z.array(safetyPlanLinkSchema).check(z.maxLength(safetyPlanLinks.length)), []),
  distractions: partSchema,
  askForHelp: partSchema,
  professionals: partSchema,
  saferSurroundings: partSchema,
});
export type SafetyPlanRequest = z.input<typeof safetyPlanRequestSchema>;
export type SafetyPlanContent = z.infer<typeof safetyPlanRequestSchema>;

/** `GET` and `PUT /api/safety-plan`: the signed-in user's plan; `updatedAt` is null until first saved. */
export const safetyPlanSchema = z.extend(safetyPlanRequestSchema, { updatedAt: z.nullable(z.string()) });
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;

export const safetyPlanPath = '/api/safety-plan';
