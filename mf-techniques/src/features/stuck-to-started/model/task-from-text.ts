import { stuckStepMaxLength } from '@steady/contracts';

/**
 * The task a longer text gives (a shared note, a brain-dump line): its first line that says something, spaces
 * evened out, cut at a word to fit the task field (with "…" when cut).
 */
export function taskFromText(text: string): string {
  const line = text
    .split(/\r?\n/)
    .map((candidate) => candidate.replace(/\s+/g, ' ').trim())
    .find((candidate) => candidate !== '');
  if (line === undefined) return '';
  if (line.length <= stuckStepMaxLength) return line;
  const room = line.slice(0, stuckStepMaxLength - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > stuckStepMaxLength / 2 ? room.slice(0, lastSpace) : room).trimEnd()}…`;
}
