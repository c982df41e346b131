/**
 * The XP rule of the tools: a run pays XP only when it was really practised, i.e. at least half of the
 * tool's planned time actually went by on its clock. Paused time does not count, and neither does time
 * skipped (muscle stretching's Skip) or cut short (the one-minute rule's Done after a few seconds). Most
 * tools cannot end early by design (their time runs out, or Next and Skip come only after the wait), so
 * the rule decides only where a run can be cut short. A run that does not pay is not a completion.
 */
const realRunShare = 0.5;

export function isRealRun(practisedMs: number, plannedMs: number): boolean {
  return practisedMs >= plannedMs * realRunShare;
}
