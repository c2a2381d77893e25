import type { TTemplateFields } from "@suyuan/contracts/trace-template/trace-template-resource";
import { Alert } from "@mantine/core";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { TemplateForm, type TemplateFormNames } from "./template-form.tsx";
import {
  emptyTemplateValues,
  pathErrors,
  valuesFromTemplate,
  type TemplateFormValues,
} from "./template-form-values.ts";
import { templateQueryOptions } from "./template-query.ts";

const STARTER_STAGES = ["种植", "施肥", "采收", "检测", "包装"];

export function TemplateAddPage() {
  const { t } = useI18n();
  const initial = useMemo(() => emptyTemplateValues(STARTER_STAGES), []);
  return (
    <PageCard title={t("template.addTitle")} hint={t("template.formHint")} testId="template-add-page">
      <TemplateFormContainer id={null} initial={initial} names={{}} title={t("template.addTitle")} />
    </PageCard>
  );
}

export function TemplateEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const { staff } = useEnterpriseScope();
  const template = useSuspenseQuery(templateQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromTemplate(template), [template]);
  const names = useMemo<TemplateFormNames>(
    () => ({
      enterprise: template.enterprise?.name,
      goodsClass: template.goodsClass?.name,
      goods: template.goods?.name,
    }),
    [template],
  );
  return (
    <PageCard
      title={`${t("template.editTitle")}：${template.name}`}
      hint={t("template.formHint")}
      testId="template-edit-page"
    >
      {template.enterprise === null && !staff ? (
        <Alert color="orange">{t("template.readOnly")}</Alert>
      ) : (
        <TemplateFormContainer id={id} initial={initial} names={names} title={t("template.editTitle")} />
      )}
    </PageCard>
  );
}

function TemplateFormContainer({
  id,
  initial,
  names,
  title,
}: {
  id: number | null;
  initial: TemplateFormValues;
  names: TemplateFormNames;
  title: string;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const scope = useEnterpriseScope();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.traceTemplate.create.mutationOptions());
  const update = useMutation(trpc.traceTemplate.update.mutationOptions());
  const backToList = () => void navigate({ to: "/traceTemplate/list" });

  const submit = async (fields: TTemplateFields): Promise<Record<string, string> | void> => {
    try {
      if (id === null) await create.mutateAsync(fields);
      else await update.mutateAsync({ id, data: fields });
    } catch (error) {
      return pathErrors(notifyFailure(error, t).fieldErrors);
    }
    await queryClient.invalidateQueries({ queryKey: trpc.traceTemplate.pathKey() });
    notifySuccess(id === null ? t("template.created") : t("template.updated"));
    guard.release();
    backToList();
  };

  return (
    <TemplateForm
      title={title}
      initial={initial}
      names={names}
      staff={scope.staff}
      ownEnterpriseId={scope.ownEnterpriseId}
      onSubmit={submit}
      onCancel={backToList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}
