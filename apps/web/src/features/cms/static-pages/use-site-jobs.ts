import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { UiKey } from "../../../i18n/ui-messages-zh.ts";
import { notifyFailure } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient } from "../../../lib/use-trpc.ts";

/**
 * The outcome of queueing a job: `done` toasted and the queries under `queryKey` (the progress
 * among them) read again, so the bar appears and its polling starts; or the failure toasted.
 */
export function useQueuedOutcome(queryKey: readonly unknown[], done: UiKey) {
  const { t } = useI18n();
  const client = useAppQueryClient();
  return {
    onSuccess: () => {
      notifySuccess(t(done));
      void client.invalidateQueries({ queryKey });
    },
    onError: (error: unknown) => void notifyFailure(error, t),
  };
}
