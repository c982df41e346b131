import { stuckStepsMax, type Language, type StuckList, type StuckStep } from '@steady/contracts';
import { firstStepsFor } from './step-templates';

export const emptyStuckList: StuckList = { task: '', steps: [], edited: false, rule: 'oneMinuteRule' };

let counter = 0;
/** Ids only tell this list's steps apart (React keys, focus after a move); they never leave the device. */
const newId = () => `${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

const offered = (task: string, language: Language): StuckStep[] =>
  task.trim() === '' ? [] : firstStepsFor(task, language).map((text) => ({ id: newId(), text, done: false }));

/** The task as typed: until the user changes a step, the offered steps follow it. */
export function withTask(list: StuckList, task: string, language: Language): StuckList {
  return list.edited ? { ...list, task } : { ...list, task, steps: offered(task, language) };
}

/** Offers the steps for the task again, in place of the user's. */
export function suggestAgain(list: StuckList, language: Language): StuckList {
  return { ...list, edited: false, steps: offered(list.task, language) };
}

const edited = (list: StuckList, steps: StuckStep[]): StuckList => ({ ...list, steps, edited: true });

export function editStep(list: StuckList, id: string, text: string): StuckList {
  return edited(
    list,
    list.steps.map((step) => (step.id === id ? { ...step, text } : step)),
  );
}

/** Moves a step one place up (-1) or down (+1); at either end nothing moves. */
export function moveStep(list: StuckList, id: string, by: -1 | 1): StuckList {
  const from = list.steps.findIndex((step) => step.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.steps.length) return list;
  const steps = [...list.steps];
  [steps[from], steps[to]] = [steps[to] as StuckStep, steps[from] as StuckStep];
  return edited(list, steps);
}

export function deleteStep(list: StuckList, id: string): StuckList {
  return edited(
    list,
    list.steps.filter((step) => step.id !== id),
  );
}

/** An empty step at the end, for the user to fill in; none past the most a list keeps. */
export function addStep(list: StuckList): StuckList {
  if (list.steps.length >= stuckStepsMax) return list;
  return edited(list, [...list.steps, { id: newId(), text: '', done: false }]);
}

export function markDone(list: StuckList, id: string): StuckList {
  return { ...list, steps: list.steps.map((step) => (step.id === id ? { ...step, done: true } : step)) };
}

/** The first step not done yet that says something; null when none is left. */
export function nextStep(list: StuckList): StuckStep | null {
  return list.steps.find((step) => !step.done && step.text.trim() !== '') ?? null;
}
