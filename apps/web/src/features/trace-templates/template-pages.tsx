import { Badge } from "@mantine/core";
import type { TTemplateDetail } from "@suyuan/contracts/trace-template/trace-template-resource";
import { useMutation } from "@tanstack/react-query";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { ActionLink, RowLink } from "../../common/row-actions.tsx";
import { AddStageButton, TemplateStagesPanel } from "./template-stages-panel.tsx";

/** The list and view pages hold the kit's item, which for templates is a TTemplateDetail. */
const asTemplate = (row: ResourceRow) => row as unknown as TTemplateDetail;

/** 明细 (the view page with its stages) and 复制 (a deep copy) on a template's row. */
function TemplateRowActions({ template }: { template: TTemplateDetail }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const canDetail = usePermitted("/traceTemplate/detailList");
  // A copy is a new template: the same right as adding one.
  const canCopy = usePermitted("/traceTemplate/add");
  const copy = useMutation(trpc.traceTemplate.copy.mutationOptions());

  const askCopy = () =>
    confirmAction({
      title: t("template.copy"),
      message: t("template.copyConfirm", { name: template.name }),
      confirmLabel: t("template.copy"),
      cancelLabel: t("common.cancel"),
      onConfirm: () =>
        copy.mutate(
          { id: template.id },
          {
            onSuccess: () => {
              notifySuccess(t("template.copied", { name: `${template.name}（副本）` }));
              void queryClient.invalidateQueries({ queryKey: trpc.traceTemplate.pathKey() });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  return (
    <>
      {canDetail ? (
        <RowLink
          to="/traceTemplate/detailList"
          search={{ id: template.id }}
          aria-label={`${t("template.details")} ${template.name}`}
        >
          {t("template.details")}
        </RowLink>
      ) : null}
      {canCopy ? <ActionLink label={t("template.copy")} target={template.name} onClick={askCopy} /> : null}
    </>
  );
}

function ScopeCell({ template }: { template: TTemplateDetail }) {
  const { t } = useI18n();
  return template.enterprise ? (
    template.enterprise.name
  ) : (
    <Badge variant="light" radius="sm">
      {t("template.platform")}
    </Badge>
  );
}

function EnabledCell({ template }: { template: TTemplateDetail }) {
  const { t } = useI18n();
  return (
    <Badge color={template.enabled ? "green" : "gray"} variant="light" radius="sm">
      {template.enabled ? t("common.enabled") : t("common.disabled")}
    </Badge>
  );
}

/** The list's overrides: platform-wide templates marked, the status as a badge, 明细 and 复制 per row. */
export const templateListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: {
    enterprise: { Cell: ({ row }) => <ScopeCell template={asTemplate(row.original)} /> },
    enabled: { Cell: ({ row }) => <EnabledCell template={asTemplate(row.original)} /> },
  },
  rowActions: (row) => <TemplateRowActions template={asTemplate(row)} />,
};

/** The view page (模板明细): the template's fields, then its stages and items; 添加环节 beside 编辑. */
export const templateViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  testId: "template-detail-page",
  children: (item) => <TemplateStagesPanel template={asTemplate(item)} />,
  actions: (item) => <AddStageButton template={asTemplate(item)} />,
};
