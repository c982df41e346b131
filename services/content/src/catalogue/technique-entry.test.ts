import { loadCatalogue } from './load-catalogue';
import { formatMinutes, pickTranslation, toTechniqueEntry } from './technique-entry';

describe('technique entries', () => {
  const catalogue = loadCatalogue();
  const premiumTechnique = catalogue.techniques.find((technique) => technique.isPremium)!;

  it("fall back to Russian when the reader's language is missing (spec §9)", () => {
    expect(pickTranslation({ ru: 'Дыхание' }, 'en')).toBe('Дыхание');
    expect(pickTranslation({ en: 'Breathing', ru: 'Дыхание' }, 'en')).toBe('Breathing');
    expect(() => pickTranslation({}, 'en')).toThrow('No en or ru text');
  });

  it("show minutes in the reader's language", () => {
    expect(formatMinutes(3, 'en')).toBe('3 min');
    expect(formatMinutes(3, 'ru')).toBe('3 мин');
  });

  it('keep premium steps back without access and send them with it', () => {
    expect(toTechniqueEntry(premiumTechnique, 'en', { likes: 4, premiumAccess: false })).toMatchObject({
      locked: true,
      steps: [],
      likes: '4',
    });
    expect(toTechniqueEntry(premiumTechnique, 'en', { likes: 0, premiumAccess: true })).toMatchObject({
      locked: false,
      steps: premiumTechnique.translations.en.steps,
    });
  });

  it('name the tool of app techniques and leave text techniques without one', () => {
    const appTechnique = catalogue.techniquesById.get('breath-loop')!;
    const textTechnique = catalogue.techniques.find((technique) => technique.type === 'text')!;
    expect(toTechniqueEntry(appTechnique, 'en', { likes: 0, premiumAccess: false })).toMatchObject({
      type: 'app',
      appName: 'breathing',
      props: {},
    });
    expect(toTechniqueEntry(textTechnique, 'en', { likes: 0, premiumAccess: false })).toMatchObject({
      type: 'text',
      appName: null,
      props: {},
    });
  });
});
