import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  contentListSchema,
  languages,
  moodContentSchema,
  moods,
  supplementListSchema,
} from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { loadCatalogue } from './load-catalogue';
import { startContentTestApp, type ContentTestApp } from '../testing/content-test-app';

const catalogue = loadCatalogue();
const anxietyTechniques = catalogue.moods.anxiety.techniques.map((id) => catalogue.techniquesById.get(id)!);
const premiumTechnique = anxietyTechniques.find((technique) => technique.isPremium)!;
const freeTextTechnique = anxietyTechniques.find(
  (technique) => !technique.isPremium && technique.type === 'text',
)!;

describe.each(testDialects())('the content catalogue API on %s', (dialect) => {
  let content: ContentTestApp;

  beforeEach(async () => {
    content = await startContentTestApp(dialect);
  });
  afterEach(() => content.dispose());

  type EntryLists = { extended_techniques: { id: string }[]; app_techniques: { id: string }[] };
  const entryOf = (body: EntryLists, id: string) =>
    [...body.app_techniques, ...body.extended_techniques].find((technique) => technique.id === id);

  describe('GET /api/content/:mood', () => {
    it.each(moods)(
      'serves %s in English by default with its tips and techniques, split into text and app ones (spec §3)',
      async (mood) => {
        const response = await request(content.app).get(`/api/content/${mood}`).expect(200);
        const body = moodContentSchema.parse(response.body);
        const english = catalogue.moods[mood].translations.en;
        expect(body).toMatchObject({ mood, lang: 'en', short_description: english.short_description });
        expect(body.immediate_techniques).toEqual(english.immediate_techniques);
        const inCatalogueOrder = (type: 'app' | 'text') =>
          catalogue.moods[mood].techniques.filter((id) => catalogue.techniquesById.get(id)?.type === type);
        expect(body.app_techniques.map((technique) => technique.id)).toEqual(inCatalogueOrder('app'));
        expect(body.extended_techniques.map((technique) => technique.id)).toEqual(inCatalogueOrder('text'));
        expect(response.body).not.toHaveProperty('techniques');
      },
    );

    it('speaks Russian with ?lang=ru, in the fields of spec §7', async () => {
      const response = await request(content.app).get('/api/content/anxiety?lang=ru').expect(200);
      const breathLoop = entryOf(response.body, 'breath-loop');
      expect(breathLoop).toEqual({
        id: 'breath-loop',
        type: 'app',
        appName: 'breathing',
        props: {},
        name: 'Дыхательный цикл',
        desc: catalogue.techniquesById.get('breath-loop')!.translations.ru.desc,
        time: '2 мин',
        minutes: 2,
        xp: '10 XP',
        xpAmount: 10,
        likes: '0',
        steps: catalogue.techniquesById.get('breath-loop')!.translations.ru.steps,
        audio: false,
        isPremium: false,
        locked: false,
      });
      expect(response.body.title).toBe(catalogue.moods.anxiety.translations.ru.title);
    });

    it('locks premium techniques for guests: no steps, marked locked', async () => {
      const response = await request(content.app).get('/api/content/anxiety').expect(200);
      expect(response.body.premiumAccess).toBe(false);
      expect(entryOf(response.body, premiumTechnique.id)).toMatchObject({
        isPremium: true,
        locked: true,
        steps: [],
      });
      expect(entryOf(response.body, freeTextTechnique.id)).toMatchObject({
        locked: false,
        steps: freeTextTechnique.translations.en.steps,
      });
    });

    it('locks premium techniques for a signed-in user without an active entitlement', async () => {
      const response = await request(content.app)
        .get('/api/content/anxiety')
        .set('Authorization', await content.authorization('free-user'))
        .expect(200);
      expect(entryOf(response.body, premiumTechnique.id)).toMatchObject({ locked: true, steps: [] });
      expect(content.billing.requests).toEqual(['/internal/entitlements/free-user']);
    });

    it('unlocks premium steps for a user whose billing entitlement is active', async () => {
      content.billing.statuses.set('subscriber', 'active');
      const response = await request(content.app)
        .get('/api/content/anxiety')
        .set('Authorization', await content.authorization('subscriber'))
        .expect(200);
      expect(response.body.premiumAccess).toBe(true);
      expect(entryOf(response.body, premiumTechnique.id)).toMatchObject({
        isPremium: true,
        locked: false,
        steps: premiumTechnique.translations.en.steps,
      });
    });

    it('shows each card the XP its viewer earns: the catalogue’s for the free plan, half as much again for Premium', async () => {
      content.billing.statuses.set('subscriber', 'active');
      const breathLoop = catalogue.techniquesById.get('breath-loop')!;
      const free = await request(content.app).get('/api/content/anxiety').expect(200);
      const premium = await request(content.app)
        .get('/api/content/anxiety')
        .set('Authorization', await content.authorization('subscriber'))
        .expect(200);
      expect(entryOf(free.body, 'breath-loop')).toMatchObject({
        xp: `${breathLoop.xp} XP`,
        xpAmount: breathLoop.xp,
      });
      expect(entryOf(premium.body, 'breath-loop')).toMatchObject({
        xp: `${Math.floor(breathLoop.xp * 1.5)} XP`,
        xpAmount: breathLoop.xp,
      });
    });

    it('labels a spoken guide with its recording’s real length in each language, not the catalogue’s estimate', async () => {
      const audio = JSON.parse(readFileSync(path.join(__dirname, '../../data/audio.json'), 'utf8')) as {
        tracks: {
          techniqueId: string | null;
          translations: Record<'en' | 'ru', { durationSeconds: number }>;
        }[];
      };
      const guide = audio.tracks.find((track) => track.techniqueId === 'calm-place')!;
      for (const language of languages) {
        const response = await request(content.app).get(`/api/content/anxiety?lang=${language}`).expect(200);
        const minutes = Math.ceil(guide.translations[language].durationSeconds / 60);
        expect(entryOf(response.body, 'calm-place')).toMatchObject({
          minutes,
          time: `${minutes} ${language === 'en' ? 'min' : 'мин'}`,
        });
      }
    });

    it('treats a subscriber as not premium while billing is down, and still serves content', async () => {
      content.billing.statuses.set('subscriber', 'active');
      content.billing.mode = 'fail';
      const response = await request(content.app)
        .get('/api/content/anxiety')
        .set('Authorization', await content.authorization('subscriber'))
        .expect(200);
      expect(entryOf(response.body, premiumTechnique.id)).toMatchObject({ locked: true, steps: [] });
    });

    it('serves a guest when the token is unusable instead of refusing the page', async () => {
      const response = await request(content.app)
        .get('/api/content/anxiety')
        .set('Authorization', 'Bearer not-a-token')
        .expect(200);
      expect(response.body.premiumAccess).toBe(false);
      expect(content.billing.requests).toEqual([]);
    });

    it('answers 404 with a clear message for an unknown state', async () => {
      const response = await request(content.app).get('/api/content/sleepy').expect(404);
      expect(response.body.error).toEqual({
        code: 'not_found',
        reason: 'unknown_state',
        message: `There is no content for the state "sleepy". Known states: ${moods.join(', ')}.`,
      });
    });

    it.each(['de', '', 'EN'])('answers 400 for the language %j', async (lang) => {
      const response = await request(content.app).get(`/api/content/anxiety?lang=${lang}`).expect(400);
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        fields: { lang: 'lang must be "en" or "ru"' },
      });
    });

    it('answers 400 when lang is given twice', async () => {
      await request(content.app).get('/api/content/anxiety?lang=en&lang=ru').expect(400);
    });
  });

  describe('GET /api/content', () => {
    it('lists every state with its content in both languages, split into text and app techniques', async () => {
      const response = await request(content.app).get('/api/content').expect(200);
      const list = contentListSchema.parse(response.body);
      expect(list.map((item) => item.mood)).toEqual([...moods]);
      for (const item of list) {
        for (const language of languages) {
          const translation = item.content.translations[language];
          expect(translation.title).toBe(catalogue.moods[item.mood].translations[language].title);
          expect(translation.app_techniques.every((entry) => entry.type === 'app')).toBe(true);
          expect(translation.extended_techniques.every((entry) => entry.type === 'text')).toBe(true);
          expect(translation.app_techniques.length + translation.extended_techniques.length).toBe(
            catalogue.moods[item.mood].techniques.length,
          );
        }
      }
      const premiumEntries = list
        .flatMap((item) => item.content.translations.en.extended_techniques)
        .filter((entry) => entry.isPremium);
      expect(premiumEntries.length).toBeGreaterThan(0);
      expect(premiumEntries.every((entry) => entry.locked && entry.steps.length === 0)).toBe(true);
    });
  });

  describe('GET /api/content/techniques', () => {
    it('returns the techniques asked for, in that order, skipping ids that do not exist', async () => {
      const ids = [freeTextTechnique.id, 'no-such-technique', 'breath-loop'];
      const response = await request(content.app)
        .get(`/api/content/techniques?ids=${ids.join(',')}&lang=ru`)
        .expect(200);
      expect(response.body.lang).toBe('ru');
      expect(response.body.techniques.map((entry: { id: string }) => entry.id)).toEqual([
        freeTextTechnique.id,
        'breath-loop',
      ]);
      expect(response.body.techniques[0].name).toBe(freeTextTechnique.translations.ru.name);
    });

    it('locks premium techniques here too', async () => {
      const response = await request(content.app)
        .get(`/api/content/techniques?ids=${premiumTechnique.id}`)
        .expect(200);
      expect(response.body.techniques[0]).toMatchObject({ locked: true, steps: [] });
    });

    it.each([
      ['no ids', ''],
      ['an empty list', '?ids=,'],
      ['an id that is too long', `?ids=${'a'.repeat(101)}`],
      ['more than 100 ids', `?ids=${Array.from({ length: 101 }, (_, index) => `t${index}`).join(',')}`],
      ['an unknown language', '?ids=breath-loop&lang=fr'],
    ])('answers 400 for %s', async (_, query) => {
      const response = await request(content.app).get(`/api/content/techniques${query}`).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/content/supplements', () => {
    it.each(languages)('lists the five supplements with the disclaimer in %s', async (lang) => {
      const response = await request(content.app).get(`/api/content/supplements?lang=${lang}`).expect(200);
      const list = supplementListSchema.parse(response.body);
      expect(list.disclaimer).toBe(catalogue.supplements.disclaimer[lang]);
      expect(list.items.map((item) => item.id)).toEqual([
        'omega3',
        'magnesium',
        'zinc',
        'vitaminD',
        'bComplex',
      ]);
      expect(list.items[0]).toEqual({
        id: 'omega3',
        ...catalogue.supplements.items[0]!.translations[lang],
        disclaimer: catalogue.supplements.itemDisclaimer[lang],
      });
      for (const item of list.items) expect(item.disclaimer).toBe(catalogue.supplements.itemDisclaimer[lang]);
    });

    it('answers 400 for an unknown language', async () => {
      await request(content.app).get('/api/content/supplements?lang=xx').expect(400);
    });
  });
});
