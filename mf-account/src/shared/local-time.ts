const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value on the reader's clock. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
