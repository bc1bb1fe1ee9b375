/** A LIKE pattern for text anywhere, with its wildcards escaped: "50%" means the characters. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
