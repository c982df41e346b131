/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusField(id: string | undefined) {
  if (id !== undefined) document.getElementById(id)?.focus();
}
