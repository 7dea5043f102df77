/**
 * The layout's only breakpoints, in CSS pixels. `@media` conditions cannot read custom properties,
 * so stylesheets write these numbers out: `(min-width: N)` from a breakpoint up, `(max-width: N - 1)`
 * below it. design-tokens.test.ts fails on any other width in any stylesheet under `pwa/src`.
 *
 * - Under `tablet`: phones, one column; the admin stacks its sidebar above the screen.
 * - `tablet` up: two columns, roomier padding; the admin keeps its 220 px sidebar beside the screen.
 * - `desktop` up: three columns and the header's full navigation; admin forms in two columns.
 * - `wide` up (the page width): four columns; the admin's list and editor side by side.
 */
export const BREAKPOINTS = { tablet: 640, desktop: 960, wide: 1200 } as const;
