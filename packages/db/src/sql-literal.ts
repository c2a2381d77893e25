import pg from "pg";

// A value written into a statement's text instead of bound as a parameter, for the few statements
// whose best plan hinges on that value. The product plans a statement once per connection for any
// value (plan_cache_mode=force_generic_plan, client.ts), and such a plan cannot know how many rows
// a full-text match finds: a word in a fifth of the articles wants the newest-first index walked
// and filtered, a rare one wants the words' GIN index; the generic plan took the GIN index for
// both and sorted 200,000 rows for a page of 20 (bench/public-pages.ts). Written as a literal,
// the value is planned with its statistics. Its texts vary without bound, so a statement holding
// one runs unprepared (queryRows with { prepare: false }).

/** `text` as an SQL string literal (the driver's quoting: right whatever standard_conforming_strings says). */
export function textLiteral(text: string): string {
  // PostgreSQL text cannot hold NUL; refused here rather than cut short on the way.
  if (text.includes("\0")) throw new Error("A text literal cannot hold NUL.");
  return pg.escapeLiteral(text);
}
