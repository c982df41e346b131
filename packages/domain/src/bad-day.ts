/** "Today is hard" is on while its end lies ahead: it ends by itself at the day start it was turned on before. */
export function isBadDayOn(until: string | null, at: Date): boolean {
  return until !== null && Date.parse(until) > at.getTime();
}
