import { Badge, Button, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconBarcode, IconPrinter } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { LOCAL_KEYS, readLocal } from "../../lib/local-keys.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";

/** The label PDF of a commodity code (apps/api/src/http/commodity-label-handler.ts); links cannot send the site header. */
function commodityLabelHref(id: number): string {
  const site = readLocal(LOCAL_KEYS.siteId);
  return `/download/commodity-label/${id}${site ? `?site=${encodeURIComponent(site)}` : ""}`;
}

export function PrintLabelButton({ item, compact = false }: { item: ResourceRow; compact?: boolean }) {
  const { t } = useI18n();
  return (
    <Button
      component="a"
      href={commodityLabelHref(item.id)}
      target="_blank"
      rel="noopener"
      variant={compact ? "subtle" : "default"}
      size={compact ? "compact-sm" : "sm"}
      leftSection={<IconPrinter size={compact ? 14 : 16} />}
      data-testid="commodity-label-link"
    >
      {t("commodityCode.label")}
    </Button>
  );
}

/** 商品采用条码: the linked goods take the GTIN as their barcode (with /commodityCode/adopt). */
export function AdoptButton({ item, compact = false }: { item: ResourceRow; compact?: boolean }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const adopt = useMutation(trpc.commodityCode.adopt.mutationOptions());
  const goods = item.goods as { name: string } | null;
  const gtin = typeof item.gtin === "string" ? item.gtin : "";
  if (!goods) return null;
  if (item.goodsBarcode === gtin)
    return (
      <Badge color="teal" variant="light">
        {t("commodityCode.adopted")}
      </Badge>
    );
  const confirm = () =>
    modals.openConfirmModal({
      title: t("commodityCode.adopt"),
      centered: true,
      children: <Text size="sm">{t("commodityCode.adoptConfirm", { gtin, goods: goods.name })}</Text>,
      labels: { confirm: t("common.ok"), cancel: t("common.cancel") },
      onConfirm: () =>
        void adopt
          .mutateAsync({ id: item.id })
          .then((answer) => {
            notifySuccess(t("commodityCode.adoptDone", { barcode: answer.barcode }));
            void queryClient.invalidateQueries({ queryKey: trpc.commodityCode.pathKey() });
            void queryClient.invalidateQueries({ queryKey: trpc.goods.pathKey() });
          })
          .catch((error: unknown) => notifyFailure(error, t)),
    });
  return (
    <Permitted perm="/commodityCode/adopt">
      <Button
        variant={compact ? "subtle" : "default"}
        size={compact ? "compact-sm" : "sm"}
        leftSection={<IconBarcode size={compact ? 14 : 16} />}
        loading={adopt.isPending}
        onClick={confirm}
      >
        {t("commodityCode.adopt")}
      </Button>
    </Permitted>
  );
}
