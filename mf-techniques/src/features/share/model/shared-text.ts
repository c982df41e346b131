/** The most a share puts in the brain dump: pages of text, but not a whole book pasted by mistake. */
export const sharedTextMaxLength = 5000;

interface SharedParams {
  readonly title: string | null;
  readonly text: string | null;
  readonly url: string | null;
}

interface SharedText {
  /** What the brain dump gets: the shared parts on their own lines, at most `sharedTextMaxLength` long. */
  readonly text: string;
  /** The share was longer than the brain dump takes. */
  readonly shortened: boolean;
  /** More than one line: From stuck to started takes only the first as its task. */
  readonly severalLines: boolean;
}

/**
 * The words another app shared (the manifest's share target: `title`, `text`, `url`), each part once: many
 * apps put the title or the link inside the text as well.
 */
export function sharedTextFrom({ title, text, url }: SharedParams): SharedText {
  const body = (text ?? '').replace(/\r\n?/g, '\n').trim();
  const parts = [title, body, url]
    .map((part) => (part ?? '').trim())
    .filter(
      (part, index, all) =>
        part !== '' && !all.some((other, at) => at !== index && other !== part && other.includes(part)),
    )
    .filter((part, index, all) => all.indexOf(part) === index);
  const whole = parts.join('\n');
  const shortened = whole.length > sharedTextMaxLength;
  const kept = shortened ? whole.slice(0, sharedTextMaxLength).trimEnd() : whole;
  return { text: kept, shortened, severalLines: kept.includes('\n') };
}
