/**
 * A DATE column's value (midnight UTC in JavaScript) as yyyy-MM-dd. Never throws: a day stored
 * before the inputs were strict keeps its odd year ("99999-01-01", "0001-01-01") so people can
 * see and correct it, and one the driver could not read at all (a BC day: an Invalid Date) is "",
 * so a single row never fails a whole list.
 */
export function storedDayText(value: Date): string {
  if (Number.isNaN(value.getTime())) return "";
  const year = value.getUTCFullYear();
  const month = String(value.getUTCMonth() + 1).padStart(2, "0");
  const day = String(value.getUTCDate()).padStart(2, "0");
  return `${year < 0 ? "-" : ""}${String(Math.abs(year)).padStart(4, "0")}-${month}-${day}`;
}

/** Today in China (the product's users' calendar, UTC+8 all year), as yyyy-MM-dd. */
export function todayInChina(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}
