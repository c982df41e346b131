import { readFileSync } from 'node:fs';
import type { Language } from './speech';

/**
 * Seconds of quiet after each step of each spoken guide. 8–15 s to take a step in; longer where the
 * step asks the listener to keep doing something for a while, as long as the step says: a round of ten
 * calm out-breaths takes 40–50 s, "one or two more rounds" 100 s, "another minute or two" 100 s.
 * One number per step, in the order of the technique's steps; the last is the closing quiet.
 */
const guidePauses: Record<string, number[]> = {
  'leaves-on-a-stream': [10, 14, 40, 20, 100, 6],
  'self-compassion-break': [12, 14, 12, 25, 14],
  'calm-place': [10, 20, 25, 25, 20, 15, 6],
  'body-scan': [10, 25, 25, 25, 25, 15, 20],
  'counting-breaths': [10, 12, 50, 20, 100],
};

interface CatalogueTechnique {
  id: string;
  audio: boolean;
  translations: Record<Language, { name: string; steps: string[] }>;
}

export interface GuideScript {
  techniqueId: string;
  titles: Record<Language, string>;
  steps: Record<Language, string[]>;
  pauses: number[];
}

/** The catalogue's audio techniques, with their names and steps read from techniques.json itself. */
export function loadGuideScripts(techniquesPath: string): GuideScript[] {
  const techniques = JSON.parse(readFileSync(techniquesPath, 'utf8')) as CatalogueTechnique[];
  return techniques
    .filter((technique) => technique.audio)
    .map((technique) => {
      const pauses = guidePauses[technique.id];
      const { en, ru } = technique.translations;
      if (!pauses || pauses.length !== en.steps.length || pauses.length !== ru.steps.length) {
        throw new Error(`No pause plan matching the steps of technique ${technique.id}`);
      }
      return {
        techniqueId: technique.id,
        titles: { en: en.name, ru: ru.name },
        steps: { en: en.steps, ru: ru.steps },
        pauses,
      };
    });
}
