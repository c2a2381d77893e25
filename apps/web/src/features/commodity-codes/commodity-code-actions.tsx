import { Badge, Button, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconBarcode, IconPrinter } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { LOCAL_KEYS, readLocal } from "../../lib/local-keys.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { CODE_TEXTS } from "./commodity-code-texts.ts";

/** The label PDF of a commodity code (apps/api/src/http/commodity-label-handler.ts); links cannot send the site header. */
function commodityLabelHref(id: number): string {
  const site = readLocal(LOCAL_KEYS.siteId);
  return `/download/commodity-label/${id}${site ? `?site=${encodeURIComponent(site)}` : ""}`;
}

export function PrintLabelButton({ item, compact = false }: { item: ResourceRow; compact?: boolean }) {
  const { locale } = useI18n();
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
      {pick(CODE_TEXTS.label, locale)}
    </Button>
  );
}

/** 商品采用条码: the linked goods take the GTIN as their barcode (with /commodityCode/adopt). */
export function AdoptButton({ item, compact = false }: { item: ResourceRow; compact?: boolean }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const adopt = useMutation(trpc.commodityCode.adopt.mutationOptions());
  const goods = item.goods as { name: string } | null;
  const gtin = typeof item.gtin === "string" ? item.gtin : "";
  if (!goods) return null;
  if (item.goodsBarcode === gtin)
    return (
      <Badge color="teal" variant="light">
        {pick(CODE_TEXTS.adopted, locale)}
      </Badge>
    );
  const confirm = () =>
    modals.openConfirmModal({
      title: pick(CODE_TEXTS.adopt, locale),
      centered: true,
      children: <Text size="sm">{pick(CODE_TEXTS.adoptConfirm(gtin, goods.name), locale)}</Text>,
      labels: { confirm: t("common.ok"), cancel: t("common.cancel") },
      onConfirm: () =>
        void adopt
          .mutateAsync({ id: item.id })
          .then((answer) => {
            notifySuccess(pick(CODE_TEXTS.adoptDone(answer.barcode), locale));
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
        {pick(CODE_TEXTS.adopt, locale)}
      </Button>
    </Permitted>
  );
}
