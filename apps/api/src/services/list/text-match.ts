// Prisma passes `contains` / `startsWith` text into LIKE as it is, so a search for "50%" or "A_1"
// matched any text at all. Every text search of the product goes through these, which escape
// LIKE's own characters (PostgreSQL's default escape character is the backslash).

/** `%`, `_` and `\` matched literally inside a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Rows whose text contains `text`, ignoring case. */
export const containsText = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" as const });

/** Rows whose text starts with `text` (case kept: codes and barcodes). */
export const startsWithText = (text: string) => ({ startsWith: likeLiteral(text) });
