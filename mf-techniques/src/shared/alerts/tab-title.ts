/**
 * The tab title while a tool runs ("12:34 · Focus — Steady"), so the countdown shows in the tab strip.
 * The page's own title is put back when no tool runs; a title the page set meanwhile (a new route) is
 * the one put back.
 */
let pageTitle: string | null = null;
let written: string | null = null;

export function showInTabTitle(text: string | null): void {
  if (text === null) {
    if (written !== null && pageTitle !== null && document.title === written) document.title = pageTitle;
    written = null;
    pageTitle = null;
    return;
  }
  if (document.title !== written) pageTitle = document.title;
  if (document.title !== text) document.title = text;
  written = text;
}
