import type { Label } from "@suyuan/contracts/kit/fields";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { notifyFailure } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient } from "../../../lib/use-trpc.ts";

/**
 * The outcome of queueing a job: `done` toasted and the queries under `queryKey` (the progress
 * among them) read again, so the bar appears and its polling starts; or the failure toasted.
 */
export function useQueuedOutcome(queryKey: readonly unknown[], done: Label) {
  const { t, locale } = useI18n();
  const client = useAppQueryClient();
  return {
    onSuccess: () => {
      notifySuccess(pick(done, locale));
      void client.invalidateQueries({ queryKey });
    },
    onError: (error: unknown) => void notifyFailure(error, t),
  };
}
