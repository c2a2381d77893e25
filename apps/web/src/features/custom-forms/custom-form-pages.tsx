import { Badge } from "@mantine/core";
import { CUSTOM_FORM_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { BulkButton, RowLink } from "../../common/row-actions.tsx";
import { useCountedOutcome } from "../../common/use-counted-outcome.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { CustomFormFieldsPanel } from "./custom-form-fields-panel.tsx";

/** 发布 / 撤回 the selected forms (custom/publish). */
function BulkPublish({ rows, clear }: { rows: ResourceRow[]; clear: () => void }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const outcome = useCountedOutcome(trpc.customForm.pathKey());
  const publish = useMutation(trpc.customForm.publish.mutationOptions(outcome("customForm.published")));
  const set = (enable: boolean) => publish.mutate({ ids: rows.map((row) => row.id), enable }, { onSuccess: clear });
  return usePermitted(CUSTOM_FORM_KEYS.publish) ? (
    <>
      <BulkButton icon={IconEye} onClick={() => set(true)}>
        {t("customForm.publish")}
      </BulkButton>
      <BulkButton icon={IconEyeOff} color="orange" onClick={() => set(false)}>
        {t("customForm.withdraw")}
      </BulkButton>
    </>
  ) : null;
}

function RecordsLink({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return (
    <Permitted perm="/record/page">
      <RowLink to="/record/page" search={{ formId: row.id }}>
        {t("customForm.records")}
      </RowLink>
    </Permitted>
  );
}

function PublishedBadge({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return row.enable ? (
    <Badge color="green" variant="light">
      {t("customForm.publish")}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t("customForm.withdraw")}
    </Badge>
  );
}

/** 自定义表单: published or not as a badge, publish or withdraw the selected forms, each form's submissions. */
export const customFormListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: { enable: { Cell: ({ row }) => <PublishedBadge row={row.original} /> } },
  bulkActions: (rows, clear) => <BulkPublish rows={rows} clear={clear} />,
  rowActions: (row) => <RecordsLink row={row} />,
};

/** The form's edit page: its fields (the designer) above the form's own settings. */
export const customFormUpdatePage = { children: <CustomFormFieldsPanel /> };
