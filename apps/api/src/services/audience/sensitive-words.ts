import type { UpdateSensitivityInput } from "@suyuan/contracts/sensitivity/sensitivity-operations";
import { prisma } from "@suyuan/db/client";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

type Word = { search: string; replacement: string };

// Every comment and guestbook post reads the list, and it changes rarely: kept per process,
// forgotten by every process when cms_sensitivity changes (its trigger sends the change notice;
// the writing process forgets at once, forgetCachedAfterWrite).
const wordCache = new ChangeAwareCache<Word[]>({ tables: ["cms_sensitivity"], maxEntries: 1, maxAgeMs: 300_000 });

/** The sensitive words, longest first (so a long word is replaced whole before a word inside it). */
export function sensitiveWords(): Promise<Word[]> {
  return wordCache.get("all", async () => {
    const rows = await prisma.cmsSensitivity.findMany({ select: { search: true, replacement: true } });
    return rows.sort((a, b) => b.search.length - a.search.length || a.search.localeCompare(b.search));
  });
}

/** `text` with every sensitive word replaced (plain text match, every occurrence). */
export async function replaceSensitiveWords(text: string): Promise<string> {
  let result = text;
  for (const word of await sensitiveWords()) {
    if (result.includes(word.search)) result = result.split(word.search).join(word.replacement);
  }
  return result;
}

/**
 * sensitivity/update: one word (`id`, `data`) or many (`ids`, `searchs`, `replacements`, the
 * origin's bulk form), in one transaction; any unknown id refuses the whole call.
 */
export async function updateSensitiveWords(ctx: ServiceContext, input: UpdateSensitivityInput) {
  const changes = input.ids
    ? input.ids.map((id, index) => ({ id, search: input.searchs![index]!, replacement: input.replacements![index]! }))
    : [{ id: input.id!, ...input.data! }];
  const ids = [...new Set(changes.map((change) => change.id))];
  await prisma.$transaction(async (tx) => {
    const found = await tx.cmsSensitivity.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw new AppError("NOT_FOUND");
    for (const change of changes) {
      await tx.cmsSensitivity.update({
        where: { id: change.id },
        data: { search: change.search, replacement: change.replacement },
      });
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "sensitivity",
      targetId: changes.length === 1 ? changes[0]!.id : null,
      detail: { changes },
    });
  });
  return { ok: true as const };
}
