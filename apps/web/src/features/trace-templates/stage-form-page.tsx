import type { TTemplateStageFields } from "@suyuan/contracts/trace-template/template-fields";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { NotFoundView } from "../../common/not-found-view.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { StageForm } from "./stage-form.tsx";
import { newStage, pathErrors, stageDraftOf, type StageDraft } from "./template-form-values.ts";
import { templateQueryOptions } from "./template-query.ts";

/** /traceTemplate/addDetail?templateId=: a new stage at the end of the template. */
export function StageAddPage({ templateId }: { templateId: number }) {
  const template = useSuspenseQuery(templateQueryOptions(useTrpc(), templateId)).data;
  const initial = useMemo(() => newStage(template.stages.map((stage) => ({ sort: String(stage.sort) }))), [template]);
  return <StagePage templateId={templateId} templateName={template.name} initial={initial} />;
}

/** /traceTemplateItem/update?templateId=&id=: one stage of the template and its items. */
export function StageEditPage({ templateId, id }: { templateId: number; id: number }) {
  const template = useSuspenseQuery(templateQueryOptions(useTrpc(), templateId)).data;
  const stage = template.stages.find((row) => row.id === id);
  const initial = useMemo(() => (stage ? stageDraftOf(stage) : null), [stage]);
  return initial ? (
    <StagePage templateId={templateId} templateName={template.name} initial={initial} />
  ) : (
    <NotFoundView />
  );
}

function StagePage({
  templateId,
  templateName,
  initial,
}: {
  templateId: number;
  templateName: string;
  initial: StageDraft;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const add = useMutation(trpc.traceTemplate.addStage.mutationOptions());
  const update = useMutation(trpc.traceTemplate.updateStage.mutationOptions());
  const back = () => void navigate({ to: "/traceTemplate/detailList", search: { id: templateId } });
  const title = initial.id === null ? t("template.addStage") : t("template.editStage");

  const submit = async (fields: TTemplateStageFields): Promise<Record<string, string> | void> => {
    try {
      if (initial.id === null) await add.mutateAsync({ templateId, data: fields });
      else await update.mutateAsync({ id: initial.id, data: fields });
    } catch (error) {
      return pathErrors(notifyFailure(error, t).fieldErrors);
    }
    await queryClient.invalidateQueries({ queryKey: trpc.traceTemplate.pathKey() });
    notifySuccess(t("template.stageSaved"));
    guard.release();
    back();
  };

  return (
    <PageCard title={`${title}：${templateName}`} hint={t("template.formHint")} testId="template-stage-page">
      <StageForm
        templateId={templateId}
        initial={initial}
        onSubmit={submit}
        onCancel={back}
        onDirtyChange={setDirty}
        busy={add.isPending || update.isPending}
      />
    </PageCard>
  );
}
