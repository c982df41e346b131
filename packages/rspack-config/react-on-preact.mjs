// React's API as the apps get it: preact/compat, with ids unique on the page. Preact's useId counts per
// render root or async boundary from "P0-0", and a part of the page rendered again on its own (a profile
// section after a language change) counted from there once more: two fields shared an id, and a label
// named the other one.
import compat, { useState } from 'preact/compat';

export * from 'preact/compat';

let idsGiven = 0;

export function useId() {
  const [id] = useState(() => {
    idsGiven += 1;
    return `id-${idsGiven}`;
  });
  return id;
}

export default { ...compat, useId };
