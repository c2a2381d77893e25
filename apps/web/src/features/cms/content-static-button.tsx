import { Button } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useMutation } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";

/**
 * 生成静态页: the static pages of the selected items, now (static.contentPages, the origin's
 * content/static). An item that is not approved or not public stops it with its reason.
 */
export function ContentStaticButton({ ids }: { ids: number[] }) {
  const trpc = useTrpc();
  const { t } = useI18n();
  const generate = useMutation({
    ...trpc.static.contentPages.mutationOptions(),
    onSuccess: (output) => notifySuccess(t("content.staticGenerated", { count: output.generated })),
    onError: (error) => notifyFailure(error, t),
  });
  return (
    <Permitted perm={OPERATION_KEYS.contentStatic}>
      <Button
        size="xs"
        variant="light"
        disabled={ids.length === 0}
        loading={generate.isPending}
        onClick={() => generate.mutate({ ids })}
        data-testid="content-action-static"
      >
        {t("content.staticGenerate")}
      </Button>
    </Permitted>
  );
}
