// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/** How long a step may be; a task the same. */
export const stuckStepMaxLength = 200;

/** At most this many steps in one list. */
export const stuckStepsMax = 12;

const stuckStepSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  text: z.string().check(z.maxLength(stuckStepMaxLength)),
  done: z.boolean(),
});
export type StuckStep = z.infer<typeof stuckStepSchema>;

/**
 * "From stuck to started" as kept on the device (localStorage): the task, its steps in the user's order,
 * whether the user changed the offered steps (then typing the task no longer replaces them) and the timer
 * a step runs with.
 */
export const stuckListSchema = z.object({
  task: z.string().check(z.maxLength(stuckStepMaxLength)),
  steps: z.array(stuckStepSchema).check(z.maxLength(stuckStepsMax)),
  edited: z.boolean(),
  rule: z.enum(['oneMinuteRule', 'fiveMinuteRule']),
});
export type StuckList = z.infer<typeof stuckListSchema>;
