import type { QueryKey } from "@tanstack/react-query";
import { useI18n } from "../i18n/i18n-context.tsx";
import { confirmAction } from "../lib/confirm.tsx";
import { notifyFailure } from "../lib/failure.ts";
import { notifySuccess } from "../lib/notify.ts";
import { useAppQueryClient } from "../lib/use-trpc.ts";

type DeleteMutation = {
  mutate: (
    input: { ids: number[] },
    options: { onSuccess: (result: { deleted: number }) => void; onError: (error: unknown) => void },
  ) => void;
};

/**
 * The delete of a list's rows (one from its row, several from the selection): confirmed first,
 * then a toast with the count the server deleted, the selection cleared and the lists refreshed.
 */
export function useDeleteRows<Row extends { id: number }>({
  remove,
  confirm,
  done,
  invalidate,
}: {
  remove: DeleteMutation;
  /** The question to ask for these rows (name the row when there is one). */
  confirm: (rows: Row[]) => string;
  /** The toast once `count` rows are gone. */
  done: (count: number) => string;
  /** The queries that show these rows (and counts of them). */
  invalidate: QueryKey[];
}) {
  const { t } = useI18n();
  const queryClient = useAppQueryClient();
  return (rows: Row[], clearSelection?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: confirm(rows),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: rows.map((row) => row.id) },
          {
            onSuccess: (result) => {
              notifySuccess(done(result.deleted));
              clearSelection?.();
              for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });
}
