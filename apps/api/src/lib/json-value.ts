/**
 * A json value a statement selected: node-postgres hands it over parsed, PGlite sometimes as
 * its text. The caller names its shape.
 */
export const jsonValue = <T>(json: unknown): T =>
  (typeof json === 'string' ? JSON.parse(json) : json) as T;
