import type { StuckList } from '@steady/contracts';
import {
  addStep,
  deleteStep,
  editStep,
  emptyStuckList,
  markDone,
  moveStep,
  nextStep,
  suggestAgain,
  withTask,
} from './step-list';

const texts = (list: StuckList) => list.steps.map((step) => step.text);

describe('the list of first steps', () => {
  const email = withTask(emptyStuckList, 'email my landlord', 'en');

  it('follows the task as it is typed until a step is changed, then keeps the user’s steps', () => {
    expect(texts(email)[0]).toBe('Open the email, or a new message.');
    const call = withTask(email, 'call my landlord', 'en');
    expect(texts(call)[0]).toBe('Find the number and put it on the screen.');
    const mine = editStep(call, call.steps[0]?.id ?? '', 'Find the landlord’s number in the contract');
    const retyped = withTask(mine, 'call the landlord today', 'en');
    expect(retyped.task).toBe('call the landlord today');
    expect(texts(retyped)[0]).toBe('Find the landlord’s number in the contract');
    expect(texts(suggestAgain(retyped, 'ru'))[0]).toBe('Найдите номер и откройте его на экране.');
    expect(withTask(emptyStuckList, '   ', 'en').steps).toEqual([]);
  });

  it('moves a step up or down one place, and not past either end', () => {
    const [first, second] = email.steps;
    const moved = moveStep(email, second?.id ?? '', -1);
    expect(moved.steps.slice(0, 2)).toEqual([second, first]);
    expect(moved.edited).toBe(true);
    expect(moveStep(email, first?.id ?? '', -1)).toBe(email);
    expect(moveStep(email, email.steps.at(-1)?.id ?? '', 1)).toBe(email);
  });

  it('deletes a step and adds an empty one at the end, up to twelve', () => {
    const deleted = deleteStep(email, email.steps[0]?.id ?? '');
    expect(texts(deleted)).toEqual(texts(email).slice(1));
    const added = addStep(deleted);
    expect(texts(added).at(-1)).toBe('');
    let full = added;
    for (let count = 0; count < 20; count += 1) full = addStep(full);
    expect(full.steps).toHaveLength(12);
  });

  it('offers the next step not done yet, passing over empty ones, and none at the end', () => {
    const withEmpty = addStep(email);
    let list = withEmpty;
    for (const step of email.steps) {
      expect(nextStep(list)?.id).toBe(step.id);
      list = markDone(list, step.id);
    }
    expect(nextStep(list)).toBeNull();
  });
});
