import { Stack } from "@mantine/core";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { GenerationPanel, useApplication } from "./application-view-page.tsx";
import { BindCodesForm } from "./bind-codes-form.tsx";

/** /apply/bindingCode?id=: binding alone, for roles that bind but do not see the whole view page. */
export function ApplicationBindPage({ id }: { id: number }) {
  const { t } = useI18n();
  const item = useApplication(id);
  return (
    <PageCard
      title={`${t("apply.bindTitle")} #${item.id}`}
      hint={`${item.enterprise.name} · ${item.goods.name} · ${t("apply.bindHint")}`}
      testId="application-bind-page"
    >
      <Stack gap="md">
        {item.generationStatus !== "done" ? <GenerationPanel item={item} /> : null}
        <BindCodesForm
          application={{
            id,
            quantity: item.quantity,
            ready: item.generationStatus === "done",
            enterpriseId: item.enterprise.id,
            goodsId: item.goods.id,
          }}
        />
      </Stack>
    </PageCard>
  );
}
