import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A plural in a message: the argument it counts and the forms it gives. */
interface PluralUse {
  argument: string;
  forms: string[];
}

/** What a message says and counts, read from its ICU syntax (react-intl's own parser). */
export interface MessageAnatomy {
  /** The words of the message, without placeholders: every literal, in plural and select forms and tags too. */
  words: string[];
  plurals: PluralUse[];
  /** The text right after each simple placeholder, e.g. `{ argument: 'days', after: ' дн.' }`. */
  followers: { argument: string; after: string }[];
}

function walk(elements: readonly MessageFormatElement[], anatomy: MessageAnatomy): void {
  elements.forEach((element, index) => {
    if (element.type === TYPE.literal) anatomy.words.push(element.value);
    if (element.type === TYPE.argument || element.type === TYPE.number) {
      const next = elements[index + 1];
      anatomy.followers.push({
        argument: element.value,
        after: next?.type === TYPE.literal ? next.value : '',
      });
    }
    if (element.type === TYPE.plural) {
      anatomy.plurals.push({ argument: element.value, forms: Object.keys(element.options) });
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) walk(option.value, anatomy);
    }
    if (element.type === TYPE.tag) walk(element.children, anatomy);
  });
}

/** Throws, with the parser's reason, when the message is not valid ICU. */
export function readMessage(message: string): MessageAnatomy {
  const anatomy: MessageAnatomy = { words: [], plurals: [], followers: [] };
  walk(parse(message), anatomy);
  return anatomy;
}
