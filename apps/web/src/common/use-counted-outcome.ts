import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { UiKey } from "../i18n/ui-messages-zh.ts";
import { notifyFailure } from "../lib/failure.ts";
import { notifySuccess } from "../lib/notify.ts";

/**
 * The outcome of a batch mutation whose answer counts the rows it changed: `done` toasted with
 * that {count}, the lists under `queryKey` reloaded, or the failure toasted.
 */
export function useCountedOutcome(queryKey: QueryKey) {
  const { t } = useI18n();
  const client = useQueryClient();
  return (done: UiKey) => ({
    onSuccess: (answer: { count: number }) => {
      notifySuccess(t(done, { count: answer.count }));
      void client.invalidateQueries({ queryKey });
    },
    onError: (error: unknown) => notifyFailure(error, t),
  });
}
