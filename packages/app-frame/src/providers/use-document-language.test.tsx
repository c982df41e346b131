import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { languageChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { useDocumentLanguage, webAppManifestPaths } from './use-document-language';

const manifestLink = () => document.querySelector('link[rel="manifest"]');

describe('the page follows the chosen language', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest" />';
  });
  afterEach(() => act(() => setChannelValue(languageChannel, 'en')));

  it('offers the Russian web app manifest (names and shortcuts) once Russian is chosen, and back', () => {
    renderHook(() => useDocumentLanguage());
    expect(manifestLink()).toHaveAttribute('href', '/manifest.webmanifest');
    expect(document.documentElement.lang).toBe('en');

    act(() => setChannelValue(languageChannel, 'ru'));
    expect(manifestLink()).toHaveAttribute('href', '/manifest.ru.webmanifest');
    expect(document.documentElement.lang).toBe('ru');

    act(() => setChannelValue(languageChannel, 'en'));
    expect(manifestLink()).toHaveAttribute('href', '/manifest.webmanifest');
  });

  it('names a manifest file of the shell in that language for every language', () => {
    for (const [language, href] of Object.entries(webAppManifestPaths)) {
      const file = path.join(__dirname, '../../../../shell/static', href);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ lang: language });
    }
  });

  it('leaves a page without a manifest link as it is', () => {
    document.head.innerHTML = '';
    renderHook(() => useDocumentLanguage());
    act(() => setChannelValue(languageChannel, 'ru'));
    expect(manifestLink()).toBeNull();
  });
});
