/**
 * Renders every Steady audio file into `audio/` and describes them in `data/audio.json`: ambient and
 * mood loops synthesised here, affirmations and guides spoken by Festival's voices (eSpeak NG where one
 * is not installed; see audio/speech.ts). Deterministic: the same script gives the same bytes. Offline:
 * nothing is fetched. The natural voices need Debian's packages:
 *
 *   apt-get install -y festival festvox-us-slt-hts festvox-ru
 *
 *   npm run render-audio -w services/content                 # everything, and audio.json
 *   npm run render-audio -w services/content -- rain fire    # only these tracks (and their audio.json entries)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { affirmations } from './audio/affirmations';
import { catalogueTrack, cataloguePresets, type CatalogueFile, type CatalogueTrack } from './audio/catalogue';
import { loadGuideScripts } from './audio/guides';
import { renderMusicFile, type RenderedFile } from './audio/music-render';
import { ambientTracks, moodTracks } from './audio/music-tracks';
import { presets } from './audio/presets';
import { createSpeaker, type Language } from './audio/speech';
import { renderAffirmationFile, renderGuideFile } from './audio/spoken-render';

const contentDirectory = join(__dirname, '..');
const audioDirectory = join(contentDirectory, 'audio');
const only = process.argv.slice(2);
const wanted = (id: string): boolean => only.length === 0 || only.includes(id);
const languages: Language[] = ['en', 'ru'];

function report(rendered: RenderedFile): void {
  const size = `${(rendered.bytes / 1024).toFixed(0)} KiB`.padStart(8);
  console.log(
    `${rendered.file.padEnd(40)} ${size} ${rendered.durationSeconds.toFixed(2).padStart(7)} s ` +
      `${rendered.lufs.toFixed(1)} LUFS (phone ${rendered.phoneLufs.toFixed(1)}), peak ${rendered.peakDb.toFixed(1)} dBFS`,
  );
}

/** The ambient and mood loops, synthesised here. */
async function renderMusic(): Promise<CatalogueTrack[]> {
  const tracks: CatalogueTrack[] = [];
  for (const track of [...ambientTracks, ...moodTracks].filter((candidate) => wanted(candidate.id))) {
    const rendered = await renderMusicFile(track, audioDirectory);
    report(rendered);
    const translation = (title: string) => ({
      title,
      text: null,
      file: rendered.file,
      durationSeconds: rendered.durationSeconds,
    });
    tracks.push({
      id: track.id,
      kind: track.kind,
      premium: track.kind === 'ambient',
      mood: track.mood,
      techniqueId: null,
      loop: rendered.loop,
      translations: { en: translation(track.titles.en), ru: translation(track.titles.ru) },
    });
  }
  return tracks;
}

/** The affirmations, spoken in each language. */
async function renderAffirmations(): Promise<CatalogueTrack[]> {
  const tracks: CatalogueTrack[] = [];
  for (const [index, texts] of affirmations.entries()) {
    const id = `affirmation-${String(index + 1).padStart(2, '0')}`;
    if (!wanted(id)) continue;
    const [en, ru] = await Promise.all(
      languages.map(async (language) => {
        const rendered = await renderAffirmationFile(
          await createSpeaker(),
          texts[language],
          language,
          `${id}.${language}.mp3`,
          audioDirectory,
        );
        report(rendered);
        return { text: texts[language], file: rendered.file, durationSeconds: rendered.durationSeconds };
      }),
    );
    tracks.push({
      id,
      kind: 'affirmation',
      premium: true,
      mood: null,
      techniqueId: null,
      loop: null,
      translations: {
        en: { title: `Affirmation ${index + 1}`, ...en! },
        ru: { title: `Аффирмация ${index + 1}`, ...ru! },
      },
    });
  }
  return tracks;
}

/** Each technique's guide, spoken in each language. */
async function renderGuides(): Promise<CatalogueTrack[]> {
  const tracks: CatalogueTrack[] = [];
  for (const script of loadGuideScripts(join(contentDirectory, 'data', 'techniques.json'))) {
    const id = `guide-${script.techniqueId}`;
    if (!wanted(id)) continue;
    const [en, ru] = await Promise.all(
      languages.map(async (language) => {
        const rendered = await renderGuideFile(await createSpeaker(), script, language, audioDirectory);
        report(rendered);
        const text = script.steps[language].join('\n');
        return {
          title: script.titles[language],
          text,
          file: rendered.file,
          durationSeconds: rendered.durationSeconds,
        };
      }),
    );
    tracks.push({
      id,
      kind: 'guide',
      premium: true,
      mood: null,
      techniqueId: script.techniqueId,
      loop: null,
      translations: { en: en!, ru: ru! },
    });
  }
  return tracks;
}

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(audioDirectory, { recursive: true });
  const tracks = [...(await renderMusic()), ...(await renderAffirmations()), ...(await renderGuides())];

  const catalogueFile = join(contentDirectory, 'data', 'audio.json');
  const catalogue: CatalogueFile = {
    tracks: only.length === 0 ? tracks.map(catalogueTrack) : withRendered(catalogueFile, tracks),
    presets: cataloguePresets(presets),
  };
  writeFileSync(catalogueFile, `${JSON.stringify(catalogue, null, 2)}\n`);
  console.log(`Rendered ${tracks.length} tracks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The catalogue's tracks with the ones just rendered put in their place (a partial render). */
function withRendered(catalogueFile: string, rendered: CatalogueTrack[]): CatalogueTrack[] {
  const { tracks } = JSON.parse(readFileSync(catalogueFile, 'utf8')) as CatalogueFile;
  const byId = new Map(rendered.map((track) => [track.id, catalogueTrack(track)]));
  return tracks.map((track) => byId.get(track.id) ?? track);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
