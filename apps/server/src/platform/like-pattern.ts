/** An ILIKE pattern matching text that contains `value` as typed: % and _ in it are ordinary characters. */
export const containsPattern = (value: string) => `%${value.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
