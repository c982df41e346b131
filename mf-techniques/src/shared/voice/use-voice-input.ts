import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '@steady/contracts';
import { recognitionConstructor, type Recognition, type RecognitionResultEvent } from './speech-recognition';
import { readVoiceSetting, writeVoiceSetting } from './voice-setting';

/** Where this browser would recognise speech: on the device, after a download, or at its maker's service. */
type RecognitionPlace = 'checking' | 'local' | 'downloadable' | 'cloud';

type VoiceError = 'permission' | 'noSpeech' | 'network' | 'microphone' | 'language' | 'other';

const speechLanguages: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

const errorsByCode: Record<string, VoiceError> = {
  'not-allowed': 'permission',
  'service-not-allowed': 'permission',
  'no-speech': 'noSpeech',
  network: 'network',
  'audio-capture': 'microphone',
  'language-not-supported': 'language',
};

function finalText(event: RecognitionResultEvent): string {
  return Array.from(event.results)
    .slice(event.resultIndex)
    .filter((result) => result.isFinal)
    .map((result) => result[0]?.transcript.trim() ?? '')
    .filter((text) => text !== '')
    .join(' ');
}

/** Asks the browser whether it can recognise this language on the device (newer Chromium only). */
function useRecognitionPlace(lang: string) {
  const [place, setPlace] = useState<RecognitionPlace>('checking');
  useEffect(() => {
    const available = recognitionConstructor()?.available;
    if (available === undefined) {
      setPlace('cloud');
      return;
    }
    let current = true;
    setPlace('checking');
    available({ langs: [lang], processLocally: true }).then(
      (answer) => {
        if (!current) return;
        if (answer === 'available') setPlace('local');
        else setPlace(answer === 'unavailable' ? 'cloud' : 'downloadable');
      },
      () => current && setPlace('cloud'),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return [place, setPlace] as const;
}

/**
 * Speech to text for a field, in the app's language. Off until turned on (kept on this device); on the
 * device where the browser can, else through the browser's own service, and `place` says which.
 */
export function useVoiceInput(language: Language, onText: (text: string) => void) {
  const lang = speechLanguages[language];
  const [place, setPlace] = useRecognitionPlace(lang);
  const [enabled, setEnabled] = useState(readVoiceSetting);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<VoiceError | null>(null);
  const [download, setDownload] = useState<'idle' | 'running' | 'failed'>('idle');
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (Constructor === null) return;
    recognition.current?.abort();
    const next = new Constructor();
    next.lang = lang;
    next.continuous = false;
    next.interimResults = false;
    if (place === 'local') next.processLocally = true;
    next.onresult = (event) => {
      const text = finalText(event);
      if (text !== '') onTextRef.current(text);
    };
    next.onerror = (event) => {
      if (event.error !== 'aborted') setError(errorsByCode[event.error] ?? 'other');
    };
    next.onend = () => setListening(false);
    recognition.current = next;
    setError(null);
    try {
      next.start();
      setListening(true);
    } catch {
      setError('other');
    }
  }, [lang, place]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  const turn = useCallback(
    (on: boolean) => {
      writeVoiceSetting(on);
      setEnabled(on);
      if (on) start();
      else recognition.current?.abort();
    },
    [start],
  );

  const installOnDevice = useCallback(async () => {
    const install = recognitionConstructor()?.install;
    if (install === undefined) return;
    setDownload('running');
    const installed = await install({ langs: [lang], processLocally: true }).catch(() => false);
    setDownload(installed ? 'idle' : 'failed');
    if (installed) setPlace('local');
  }, [lang, setPlace]);

  return { place, enabled, listening, error, download, start, stop, turn, installOnDevice };
}
