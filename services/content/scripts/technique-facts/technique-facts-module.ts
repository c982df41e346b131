import type { Technique } from '../../src/catalogue/schema';

/** Where the generated module lives, from the repository's root. */
export const techniqueFactsModulePath = 'packages/domain/src/technique-catalogue.generated.ts';

function factsLine(technique: Technique): string {
  const appName = technique.type === 'app' ? `'${technique.appName}'` : 'null';
  const { id, minutes, xp, isPremium } = technique;
  return `  '${id}': { minutes: ${minutes}, xp: ${xp}, premium: ${isPremium}, appName: ${appName} },`;
}

/**
 * The text of @steady/domain's technique catalogue for these techniques, formatted as the repository's
 * Prettier settings would leave it, so the generated file passes `prettier --check` untouched.
 */
export function techniqueFactsModule(techniques: readonly Technique[]): string {
  return [
    '// Generated from services/content/data/techniques.json by `npm run generate-technique-facts -w content-service`.',
    '// Edit the JSON and run that command; the content tests fail while this file and the JSON differ.',
    "import type { TechniqueFacts } from './technique-facts';",
    '',
    'export const techniqueCatalogue: Readonly<Record<string, TechniqueFacts>> = {',
    ...techniques.map(factsLine),
    '};',
    '',
  ].join('\n');
}
