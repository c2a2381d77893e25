import type { Label } from "@suyuan/contracts/kit/fields";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pick } from "../i18n/pick-label.ts";
import { notifyFailure } from "../lib/failure.ts";
import { notifySuccess } from "../lib/notify.ts";
import { fill } from "./cms-texts.ts";

/**
 * The outcome of a batch mutation whose answer counts the rows it changed: `done` toasted with
 * that {count}, the lists under `queryKey` reloaded, or the failure toasted.
 */
export function useCountedOutcome(queryKey: QueryKey) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  return (done: Label) => ({
    onSuccess: (answer: { count: number }) => {
      notifySuccess(fill(pick(done, locale), { count: answer.count }));
      void client.invalidateQueries({ queryKey });
    },
    onError: (error: unknown) => notifyFailure(error, t),
  });
}
