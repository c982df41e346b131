import { stuckStepMaxLength } from '@steady/contracts';
import { taskFromText } from './task-from-text';

describe('the task taken from a longer text', () => {
  it('is its first line that says something, with spaces evened out', () => {
    expect(taskFromText('\n   \n  email   my landlord \nabout the heating\n')).toBe('email my landlord');
    expect(taskFromText('позвонить\tврачу\r\nи записаться')).toBe('позвонить врачу');
  });

  it('is empty for a text of blanks', () => {
    expect(taskFromText(' \n\t ')).toBe('');
  });

  it('fits the task field, cut at a word and marked with an ellipsis', () => {
    const long = 'write the report '.repeat(30);
    const task = taskFromText(long);
    expect(task.length).toBeLessThanOrEqual(stuckStepMaxLength);
    const kept = task.slice(0, -1);
    expect(task.endsWith('…')).toBe(true);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
  });

  it('cuts one very long word where it must', () => {
    const task = taskFromText('a'.repeat(500));
    expect(task).toBe(`${'a'.repeat(stuckStepMaxLength - 1)}…`);
  });
});
