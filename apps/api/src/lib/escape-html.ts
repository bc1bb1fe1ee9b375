const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe to write into HTML, as element content or a quoted attribute: the five
 * characters that could end either are written as character references.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => REFERENCES[c] ?? c);
