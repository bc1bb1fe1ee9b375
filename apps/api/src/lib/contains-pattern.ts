/** A LIKE pattern for text anywhere in a value, its wildcards escaped: "50%" means the characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
