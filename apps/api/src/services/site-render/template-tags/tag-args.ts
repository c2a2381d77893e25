// Reading a tag's arguments (`channelId: "3,5" count: 10 recommend: true`) strictly: a wrong value
// is an error naming the tag and the argument, in Chinese and English (template authors read it in
// the editor's preview whatever the admin's language), never a silently different list.

export class TagArgumentError extends Error {}

type Args = Record<string, unknown>;

function fail(tag: string, name: string, zh: string, en: string): never {
  throw new TagArgumentError(`${tag}: 参数 ${name} ${zh} (${name} ${en})`);
}

const MAX_ID = 2_147_483_647;

export function intArg(tag: string, args: Args, name: string, range: { min: number; max: number }): number | undefined {
  const value = args[name];
  if (value === undefined || value === null || value === "") return undefined;
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  if (!Number.isInteger(number) || number < range.min || number > range.max)
    fail(
      tag,
      name,
      `必须是 ${range.min} 到 ${range.max} 之间的整数`,
      `must be a whole number from ${range.min} to ${range.max}`,
    );
  return number;
}

export const idArg = (tag: string, args: Args, name: string) => intArg(tag, args, name, { min: 1, max: MAX_ID });

const ID_LIST_ZH = "必须是以逗号分隔的编号（最多 50 个）";
const ID_LIST_EN = "must be ids separated by commas (at most 50)";

/** Ids written "3,5,8" (or one number); at most 50. */
export function idListArg(tag: string, args: Args, name: string): number[] | undefined {
  const value = args[name];
  if (value === undefined || value === null || value === "") return undefined;
  const parts = typeof value === "number" ? [String(value)] : typeof value === "string" ? value.split(",") : null;
  if (!parts || parts.length > 50) fail(tag, name, ID_LIST_ZH, ID_LIST_EN);
  return parts.map((part) => {
    const trimmed = part.trim();
    const id = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) fail(tag, name, ID_LIST_ZH, ID_LIST_EN);
    return id;
  });
}

export function boolArg(tag: string, args: Args, name: string): boolean | undefined {
  const value = args[name];
  if (value === undefined || value === null || value === "") return undefined;
  if (value === true || value === "true" || value === "1" || value === 1) return true;
  if (value === false || value === "false" || value === "0" || value === 0) return false;
  return fail(tag, name, "必须是 true 或 false", "must be true or false");
}

export function choiceArg<const C extends string>(tag: string, args: Args, name: string, choices: readonly C[]) {
  const value = args[name];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value))
    fail(tag, name, `必须是 ${choices.join("、")} 之一`, `must be one of ${choices.join(", ")}`);
  return value as C;
}

export function textArg(tag: string, args: Args, name: string, maxLength: number): string | undefined {
  const value = args[name];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || value.length > maxLength)
    fail(tag, name, `必须是不超过 ${maxLength} 个字符的文字`, `must be text of at most ${maxLength} characters`);
  return value;
}
