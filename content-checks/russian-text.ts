/**
 * Latin words a Russian text may keep: the product's name and unit, the brands it names, terms Russian
 * writes in Latin (IP-адрес, HTTPS, file formats, витамин D, B12), the R key of the keyboard hint, and "English" as the
 * name of the other language on the link that switches to it.
 */
export const latinInRussianAllowed: ReadonlySet<string> = new Set([
  'Steady',
  'XP',
  'Google',
  'Stripe',
  'Checkout',
  // Makers of browsers' push services, named where the privacy policy says who delivers reminders.
  'Mozilla',
  'Apple',
  // Named where web push needs the home screen on Apple's phone.
  'iPhone',
  'IP',
  'HTTPS',
  // The browser's storage for writes kept offline, named by its standard name in the privacy policy.
  'IndexedDB',
  // File formats, written in Latin in Russian too.
  'JPEG',
  'PNG',
  'WebP',
  'JSON',
  'CSV',
  'English',
  'B',
  'B2',
  'B6',
  'B12',
  'D',
  'R',
]);

/** Latin words in a Russian text that the allow-list does not name. */
export function unexpectedLatinWords(text: string): string[] {
  const words = text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return words.filter((word) => !latinInRussianAllowed.has(word));
}
