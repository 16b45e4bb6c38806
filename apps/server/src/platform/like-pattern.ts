const escaped = (value: string) => value.trim().replace(/[\\%_]/g, (char) => `\\${char}`);

/** An ILIKE pattern matching text that contains `value` as typed: % and _ in it are ordinary characters. */
export const containsPattern = (value: string) => `%${escaped(value)}%`;

/** An ILIKE pattern matching exactly `value` (trimmed), in any case. */
export const exactPattern = escaped;
