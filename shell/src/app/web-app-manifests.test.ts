import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appNames } from '@steady/contracts';

const staticFolder = path.join(__dirname, '../../static');
const read = (file: string) => JSON.parse(readFileSync(path.join(staticFolder, file), 'utf8')) as Manifest;

interface Shortcut {
  name: string;
  short_name: string;
  description: string;
  url: string;
  icons: { src: string; sizes: string; type: string }[];
}
interface Manifest {
  lang: string;
  name: string;
  description: string;
  icons: { src: string }[];
  shortcuts: Shortcut[];
  share_target: { action: string; method: string; enctype: string; params: Record<string, string> };
}

const english = read('manifest.webmanifest');
const russian = read('manifest.ru.webmanifest');

/** A manifest with its words left out: what must be the same in every language. */
const withoutWords = (manifest: Manifest) => {
  const rest: Partial<Manifest> = { ...manifest };
  delete rest.lang;
  delete rest.name;
  delete rest.description;
  return { ...rest, shortcuts: manifest.shortcuts.map(({ url, icons }) => ({ url, icons })) };
};

const pageOf = (url: string) => {
  const { pathname } = new URL(url, 'https://steady.example');
  if (pathname === '/') return 'home';
  const tool = /^\/techniques\/([A-Za-z]+)$/.exec(pathname)?.[1];
  return tool !== undefined && (appNames as readonly string[]).includes(tool) ? 'tool' : null;
};

describe('the web app manifests, in English and Russian', () => {
  it('differ only in their words: the same shortcuts, icons and share target in both', () => {
    expect(english.lang).toBe('en');
    expect(russian.lang).toBe('ru');
    expect(withoutWords(russian)).toEqual(withoutWords(english));
    expect(russian.name).not.toBe(english.name);
    russian.shortcuts.forEach((shortcut, index) =>
      expect(shortcut.name).not.toBe(english.shortcuts[index]?.name),
    );
  });

  it('offer Breathe, Brain dump, Stuck → started and Today is hard, each opening a page Steady has', () => {
    expect(english.shortcuts.map((shortcut) => shortcut.short_name)).toEqual([
      'Breathe',
      'Brain dump',
      'Stuck → started',
      'Today is hard',
    ]);
    expect(english.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/techniques/breathing',
      '/techniques/brainDump',
      '/techniques/stuckToStarted',
      '/#today-is-hard',
    ]);
    for (const shortcut of english.shortcuts) expect(pageOf(shortcut.url)).not.toBeNull();
  });

  it('give every shortcut a 96 px PNG icon (Android’s smallest) and an SVG, all files of the shell', () => {
    for (const { icons } of english.shortcuts) {
      expect(icons.map((icon) => icon.sizes)).toEqual(['96x96', 'any']);
      for (const icon of icons) expect(existsSync(path.join(staticFolder, icon.src))).toBe(true);
    }
    for (const icon of english.icons) expect(existsSync(path.join(staticFolder, icon.src))).toBe(true);
  });

  it('take shared text on the share page (GET, so it works offline too), a page mf-techniques declares', () => {
    expect(english.share_target).toEqual({
      action: '/share',
      method: 'GET',
      // Chromium reports a manifest error when it is left out, even for GET.
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    const techniquesPaths = JSON.parse(
      readFileSync(path.join(__dirname, '../../../mf-techniques/src/route-paths.json'), 'utf8'),
    ) as string[];
    expect(techniquesPaths).toContain(english.share_target.action);
  });
});
