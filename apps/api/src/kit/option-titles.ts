import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { ZDay, ZMonth } from "@suyuan/contracts/kit/primitives";
import { containsText } from "../services/list/text-match.ts";
import { dayDate, dayText } from "./resource-rows.ts";
import { textOf } from "./text-of.ts";

// A resource's options (choices for selects) are named by its title field. Most titles are text;
// a few are not (town statistics are titled by their month), and `contains` on a date or number
// column is no query the database can run: such titles match the very value typed instead.

const NOTHING = { id: { in: [] as number[] } };

/** The options' name filter on the title column (blank: no filter). */
export function titleFilter(spec: FieldSpec | undefined, column: string, name: string | undefined) {
  if (!name) return {};
  if (spec?.storage === "month") return ZMonth.safeParse(name).success ? { [column]: dayDate(`${name}-01`) } : NOTHING;
  if (spec?.storage === "day") return ZDay.safeParse(name).success ? { [column]: dayDate(name) } : NOTHING;
  if (spec?.widget.kind === "number") {
    const value = Number(name);
    return Number.isFinite(value) ? { [column]: value } : NOTHING;
  }
  return { [column]: containsText(name) };
}

/** A stored title as the option's name: a month as yyyy-MM, a day as yyyy-MM-dd, else its text. */
export function titleText(spec: FieldSpec | undefined, value: unknown): string {
  if (spec?.storage === "month") return dayText(value)?.slice(0, 7) ?? "";
  if (spec?.storage === "day") return dayText(value) ?? "";
  if (spec?.storage === "decimal" && value !== null && typeof value === "object")
    return (value as { toString(): string }).toString();
  return textOf(value);
}
