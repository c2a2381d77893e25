import { Button, Tooltip } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { WEIXIN_MAX_ARTICLES, WEIXIN_STATUS, type TSendToWeixinOutput } from "@suyuan/contracts/weixin/weixin";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";

/**
 * 推送到微信: the selected items as one news message to every follower of the site's WeChat
 * account (content.sendToWeixin, the origin's content/send_to_weixin), after a confirmation.
 * Disabled, with the reason, while the site has no account.
 */
export function ContentWeixinButton({ ids }: { ids: number[] }) {
  return (
    <Permitted perm={OPERATION_KEYS.contentSendToWeixin}>
      <WeixinButton ids={ids} />
    </Permitted>
  );
}

function WeixinButton({ ids }: { ids: number[] }) {
  const trpc = useTrpc();
  const { t, ts } = useI18n();
  const ready = useQuery(trpc.content.weixinReady.queryOptions());
  const configured = ready.data?.configured === true;
  const answered = (output: TSendToWeixinOutput) => {
    if (output.result) return notifySuccess(t("content.weixinSent", { count: output.articles }));
    const message =
      output.errmsg ?? ts(output.status === WEIXIN_STATUS.noText ? "weixin.noText" : `weixin.status${output.status}`);
    notifyError(t("content.weixinFailed", { status: output.status, message }));
  };
  const send = useMutation({
    ...trpc.content.sendToWeixin.mutationOptions(),
    onSuccess: answered,
    onError: (error) => notifyFailure(error, t),
  });
  const button = (
    <Button
      size="xs"
      variant="light"
      color="green"
      disabled={!configured || ids.length === 0 || ids.length > WEIXIN_MAX_ARTICLES}
      loading={send.isPending}
      data-testid="content-action-weixin"
      onClick={() =>
        confirmAction({
          title: t("content.weixinSend"),
          message: t("content.weixinConfirm", { count: ids.length }),
          confirmLabel: t("content.confirm"),
          cancelLabel: t("content.cancel"),
          onConfirm: () => send.mutate({ ids }),
        })
      }
    >
      {t("content.weixinSend")}
    </Button>
  );
  const reason = !configured && ready.isSuccess ? t("content.weixinNotConfigured") : null;
  const tooMany = ids.length > WEIXIN_MAX_ARTICLES ? ts("weixin.tooManyArticles") : null;
  const hint = reason ?? tooMany;
  return hint ? (
    <Tooltip label={hint} multiline w={280} withArrow>
      <span data-testid="content-action-weixin-hint">{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
