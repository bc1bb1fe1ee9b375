/*
 * Data the server writes into a page inside <script> elements (JSON-LD in the head, the
 * rendered page's queries beside its root: decision 027).
 */

/** The id of the script element holding a server-rendered page's data for hydration. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** JSON inside <script>: nothing in it may close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
}
