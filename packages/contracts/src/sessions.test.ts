import { isSafeReturnPath } from './sessions';

describe('the pages a sign-in may return to', () => {
  it('are paths inside this app, with their query', () => {
    for (const path of ['/', '/recommendations/anxiety', '/premium?technique=box-breathing', '/adhd-test']) {
      expect(isSafeReturnPath(path)).toBe(true);
    }
  });

  it('are never another site, a scheme, a protocol-relative or backslash trick, or a non-string', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'profile',
      '/a b',
      '/line\nbreak',
      '',
      null,
      { from: '/' },
    ]) {
      expect(isSafeReturnPath(path)).toBe(false);
    }
  });
});
