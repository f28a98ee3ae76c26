/**
 * The LIKE/ILIKE pattern for "contains this text". What a user types is matched literally: `%`, `_` and `\` are
 * escaped (backslash is PostgreSQL's default LIKE escape), so a search for `10%` does not match everything. Every
 * keyword search of the server uses this one function, so they all treat wildcards the same way.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
