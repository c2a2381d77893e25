import type { TQualityCheckFields } from "@suyuan/contracts/quality-check/quality-check-fields";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { AppFailure } from "../../lib/app-error.ts";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { QualityCheckForm } from "./quality-check-form.tsx";
import {
  emptyCheckValues,
  namesFromCheck,
  valuesFromCheck,
  type QualityCheckFormValues,
  type QualityCheckNames,
} from "./quality-check-form-values.ts";
import { qualityCheckQueryOptions } from "./quality-checks-search.ts";

/** The server's field messages under their full paths ("items.0.result", "startRecall.notice"). */
function fieldErrorsByPath(failure: AppFailure): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(failure.fieldErrors)) {
    const first = messages[0];
    if (first) result[path.replace(/^data\./, "")] = first;
  }
  return result;
}

export function QualityCheckAddPage() {
  const { t } = useI18n();
  const initial = useMemo(() => emptyCheckValues(), []);
  return (
    <PageCard title={t("qc.addTitle")} hint={t("qc.formHint")} testId="quality-check-add-page">
      <QualityCheckFormContainer id={null} initial={initial} names={{}} title={t("qc.addTitle")} recallTitle={null} />
    </PageCard>
  );
}

export function QualityCheckEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const check = useSuspenseQuery(qualityCheckQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromCheck(check), [check]);
  const names = useMemo(() => namesFromCheck(check), [check]);
  return (
    <PageCard
      title={`${t("qc.editTitle")}：${check.checkDate} ${check.organisation}`}
      hint={t("qc.formHint")}
      testId="quality-check-edit-page"
    >
      <QualityCheckFormContainer
        id={id}
        initial={initial}
        names={names}
        title={t("qc.editTitle")}
        recallTitle={check.recall?.title ?? null}
      />
    </PageCard>
  );
}

function QualityCheckFormContainer({
  id,
  initial,
  names,
  title,
  recallTitle,
}: {
  id: number | null;
  initial: QualityCheckFormValues;
  names: QualityCheckNames;
  title: string;
  recallTitle: string | null;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const scope = useEnterpriseScope();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.qualityCheck.create.mutationOptions());
  const update = useMutation(trpc.qualityCheck.update.mutationOptions());
  const backToList = () => void navigate({ to: "/quality_check/list" });

  const submit = async (fields: TQualityCheckFields): Promise<Record<string, string> | void> => {
    let recallId: number | null;
    try {
      ({ recallId } = id === null ? await create.mutateAsync(fields) : await update.mutateAsync({ id, data: fields }));
    } catch (error) {
      return fieldErrorsByPath(notifyFailure(error, t));
    }
    await queryClient.invalidateQueries({ queryKey: trpc.qualityCheck.pathKey() });
    if (fields.startRecall) await queryClient.invalidateQueries({ queryKey: trpc.recall.pathKey() });
    notifySuccess(
      fields.startRecall && recallId !== null
        ? t("qc.createdWithRecall")
        : id === null
          ? t("qc.created")
          : t("qc.updated"),
    );
    guard.release();
    backToList();
  };

  return (
    <QualityCheckForm
      title={title}
      initial={initial}
      names={names}
      staff={scope.staff}
      ownEnterpriseId={scope.ownEnterpriseId}
      recallTitle={recallTitle}
      onSubmit={submit}
      onCancel={backToList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}
