/**
 * Text made safe to write into HTML, as element content or a quoted attribute: the five
 * characters that could end either are written as character references.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
