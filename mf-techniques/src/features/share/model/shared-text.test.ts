import { sharedTextFrom, sharedTextMaxLength } from './shared-text';

const share = (title: string | null, text: string | null, url: string | null = null) =>
  sharedTextFrom({ title, text, url });

describe('the words shared from another app', () => {
  it('are the shared text as it came', () => {
    expect(share(null, 'Call the dentist about Tuesday')).toEqual({
      text: 'Call the dentist about Tuesday',
      shortened: false,
      severalLines: false,
    });
  });

  it('put the title, the text and the link on their own lines', () => {
    expect(share('Tax form', 'fill in part 2', 'https://example.org/form').text).toBe(
      'Tax form\nfill in part 2\nhttps://example.org/form',
    );
  });

  it('give a title or link only once when the text already holds it', () => {
    expect(
      share('Tax form', 'Tax form: fill in part 2 https://example.org/form', 'https://example.org/form').text,
    ).toBe('Tax form: fill in part 2 https://example.org/form');
    expect(share('Письмо', 'Письмо', null).text).toBe('Письмо');
  });

  it('are empty when nothing (or only blanks) came through', () => {
    expect(share(null, null).text).toBe('');
    expect(share('  ', '\n\n', '').text).toBe('');
  });

  it('are cut to what the brain dump takes, and say so', () => {
    const result = share(null, 'слово '.repeat(2000));
    expect(result.shortened).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(sharedTextMaxLength);
  });

  it('tell when there is more than one line (the task of From stuck to started is the first)', () => {
    expect(share(null, 'buy stamps\r\npost the letter').severalLines).toBe(true);
    expect(share(null, 'buy stamps\r\npost the letter').text).toBe('buy stamps\npost the letter');
  });
});
