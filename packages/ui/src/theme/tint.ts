/**
 * A see-through shade of a theme colour. Theme colours are CSS variables, so a tint cannot be made by
 * appending hex alpha digits (`var(--x)33` is an invalid declaration the browser drops); `color-mix()`
 * blends the variable's value at paint time and follows a change of theme.
 */
export const tint = (colour: string, percent: number): string =>
  `color-mix(in srgb, ${colour} ${percent}%, transparent)`;
