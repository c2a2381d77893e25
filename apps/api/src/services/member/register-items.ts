import {
  CHOICE_TYPES,
  type RegisterItemType,
  type ZPrioritizeRegisterItemsInput,
} from "@suyuan/contracts/member/register-item-resource";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { reorderRows } from "../list/reorder-rows.ts";

// The registration items (注册项): what the public registration form asks beyond the mobile number
// and password, checked here on the server, the answers kept with the member (cms_member.attrs).

export type RegisterItemRow = {
  id: number;
  field: string;
  label: string;
  priority: number;
  dataType: string;
  required: boolean;
  defValue: string | null;
  optValue: string | null;
  size: string | null;
  rows: string | null;
  cols: string | null;
  help: string | null;
  helpPosition: string | null;
};

/** The items in the form's order (priority, then id). */
export function registerItems(): Promise<RegisterItemRow[]> {
  return prisma.registerItem.findMany({ orderBy: [{ priority: "asc" }, { id: "asc" }] });
}

/** An item's choices (select, checkboxes, radio buttons), as the administrator listed them. */
export function choicesOf(item: Pick<RegisterItemRow, "optValue">): string[] {
  return (item.optValue ?? "")
    .split(",")
    .map((choice) => choice.trim())
    .filter((choice) => choice !== "");
}

const isChoice = (item: RegisterItemRow) => CHOICE_TYPES.includes(item.dataType as RegisterItemType);
const ANSWER_MAX = 1000;

/** One item's answer from the form's values, or the key of the message that refuses it. */
function answerOf(item: RegisterItemRow, values: string[]): { value: string } | { refused: string } {
  const given = values.map((value) => value.trim()).filter((value) => value !== "");
  if (given.length === 0) return item.required ? { refused: "public.registerItemRequired" } : { value: "" };
  if (given.some((value) => value.length > ANSWER_MAX)) return { refused: "public.registerItemInvalid" };
  if (isChoice(item)) {
    const choices = choicesOf(item);
    // Several answers only for checkboxes; each one of the listed choices.
    if ((item.dataType !== "7" && given.length > 1) || given.some((value) => !choices.includes(value)))
      return { refused: "public.registerItemInvalid" };
    return { value: [...new Set(given)].join(",") };
  }
  const [value] = given as [string];
  if (given.length > 1) return { refused: "public.registerItemInvalid" };
  if (item.dataType === "2" && !/^-?\d{1,15}$/.test(value)) return { refused: "public.registerItemNumber" };
  if (item.dataType === "3" && !/^-?\d{1,15}(\.\d{1,10})?$/.test(value))
    return { refused: "public.registerItemNumber" };
  if (item.dataType === "5" && !(/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))))
    return { refused: "public.registerItemDate" };
  return { value };
}

/**
 * The answers to keep with a new member, checked against the items: required ones present,
 * numbers and dates readable, choices among the listed ones.
 */
export async function registrationAnswers(read: (field: string) => string[]): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const item of await registerItems()) {
    const answer = answerOf(item, read(item.field));
    if ("refused" in answer) throw new AppError("BAD_REQUEST", { messageKey: answer.refused });
    if (answer.value !== "") answers[item.field] = answer.value;
  }
  return answers;
}

/** config/register_item_priority: relabels and reorders many items at once, all or nothing. */
export function prioritizeRegisterItems(ctx: ServiceContext, input: z.output<typeof ZPrioritizeRegisterItemsInput>) {
  return reorderRows(ctx, {
    model: "registerItem",
    resource: "registerItem",
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]!, label: input.labels[index]! }),
    detail: { ids: input.ids, priorities: input.priorities, labels: input.labels },
    unknown: () => new AppError("PARAMETER", { messageKey: "error.parameter" }),
  });
}
