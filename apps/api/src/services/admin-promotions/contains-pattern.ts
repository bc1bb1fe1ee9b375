/** An ILIKE pattern for text containing `search`, its wildcards taken literally ("50%"). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
