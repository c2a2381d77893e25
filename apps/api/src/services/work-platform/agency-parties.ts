import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";

type Row = Record<string, unknown>;

const filled = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The villager's name and phone of an agency record: as typed, else from the picked people-served
 * record (whose site the kit's lookup check has already confirmed). The name is kept on the row
 * either way, so the record still reads right when the person's record changes.
 */
export async function villagerColumns(tx: TransactionClient, data: Row): Promise<Row> {
  const userInfoId = data.userInfoId as number | null;
  if (userInfoId === null || (filled(data.villagerName) && filled(data.villagerPhone))) return data;
  const person = await tx.userInfo.findUnique({ where: { id: userInfoId }, select: { name: true, phone: true } });
  if (!person)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { userInfoId: ["error.referenceMissing"] },
    });
  return {
    ...data,
    villagerName: filled(data.villagerName) ? data.villagerName : person.name,
    villagerPhone: filled(data.villagerPhone) ? data.villagerPhone : person.phone,
  };
}

/** The operator's display name kept on events and sales (their real name, else the username). */
export async function operatorName(tx: TransactionClient, ctx: ServiceContext): Promise<string> {
  const user = await tx.user.findUnique({
    where: { id: ctx.actor.userId },
    select: { username: true, realName: true },
  });
  return user?.realName || user?.username || ctx.actor.username || "";
}

/** A refused rule: the message, optionally beside a form field. */
export function ruleError(
  messageKey: string,
  options: { field?: string; params?: Record<string, string | number> } = {},
) {
  return new AppError("RULE_VIOLATION", {
    messageKey,
    ...(options.field ? { fieldErrors: { [options.field]: [messageKey] } } : {}),
    ...(options.params ? { params: options.params } : {}),
  });
}
