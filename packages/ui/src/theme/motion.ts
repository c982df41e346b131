import { css, type RuleSet } from 'styled-components';

/**
 * Styles for when motion must be still: the system asks for reduced motion, or the reader chose Low
 * stimulation (whose page CSS already stops every animation; this is for what replaces one).
 */
export const whenMotionReduced = (rules: RuleSet<object>) => css`
  @media (prefers-reduced-motion: reduce) {
    ${rules}
  }
  :root[data-theme='low-stimulation'] & {
    ${rules}
  }
`;
