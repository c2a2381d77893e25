import type { TChannelNode } from "@suyuan/contracts/channel/channel-queries";
import { useMutation } from "@tanstack/react-query";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../../lib/app-error.ts";
import { confirmAction } from "../../../lib/confirm.tsx";
import { notifyFailure } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";

/**
 * Deleting a channel: a confirmation, then the plain delete; when the server refuses because of
 * subchannels or content, a second confirmation offers the cascade (content to the recycle bin).
 */
export function useChannelDelete(): (node: TChannelNode) => void {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const remove = useMutation(trpc.channel.delete.mutationOptions());

  const done = (result: { recycled: number }) => {
    notifySuccess(
      result.recycled > 0
        ? `${t("channel.deleted")}，${t("channel.recycledNote", { count: result.recycled })}`
        : t("channel.deleted"),
    );
    void queryClient.invalidateQueries({ queryKey: trpc.channel.pathKey() });
  };

  const cascade = (node: TChannelNode, reason: string) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: t("channel.cascadeConfirm", { reason }),
      confirmLabel: t("channel.cascadeLabel"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: [node.id], cascade: true },
          { onSuccess: done, onError: (error) => notifyFailure(error, t) },
        ),
    });

  return (node) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: t("channel.deleteConfirm", { name: node.name }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: [node.id], cascade: false },
          {
            onSuccess: done,
            onError: (error) => {
              const failure = toAppFailure(error);
              // Subchannels or content: the server's reason, then the offer to cascade.
              if (failure.appCode === "RULE_VIOLATION") cascade(node, failure.message.replace(/[；;].*$/, ""));
              else notifyFailure(error, t);
            },
          },
        ),
    });
}
