import { Stack } from "@mantine/core";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ZRecordValueInput } from "@suyuan/contracts/trace-record/record-fields";
import type { FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { FormButtons } from "../../common/form-buttons.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { NotFoundView } from "../../common/not-found-view.tsx";
import { recordQueryOptions } from "./records-search.ts";
import { ValueInput, type ValueDraft } from "./value-input.tsx";

// An empty text is no value.
const CHECK = checkConverted(ZRecordValueInput, (draft: ValueDraft) => ({
  value: draft.value === "" ? null : draft.value,
  images: draft.images,
}));

/**
 * One value of a record (legacy traceItemItem/save and /update): `valueId` edits a stored value,
 * `itemId` fills in an item left empty.
 */
export function ValueFormPage({ recordId, itemId, valueId }: { recordId: number; itemId?: number; valueId?: number }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const record = useSuspenseQuery(recordQueryOptions(trpc, recordId)).data;
  const item = record.values.find((value) => (valueId === undefined ? value.itemId === itemId : value.id === valueId));
  const initial: ValueDraft = { value: item?.value ?? "", images: item?.images ?? [] };
  const form = useFormState(initial, CHECK);
  const guard = useUnsavedGuard(form.dirty);
  const save = useMutation(trpc.traceRecord.saveValue.mutationOptions());
  const update = useMutation(trpc.traceRecord.updateValue.mutationOptions());
  const back = () => void navigate({ to: "/traceItemItem/list", search: { recordId } });
  if (!item) return <NotFoundView />;
  // One message under the value, whichever part it is about.
  const error = form.errors.value ?? form.errors.images;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      if (item.id !== null) await update.mutateAsync({ id: item.id, data });
      else await save.mutateAsync({ recordId, itemId: item.itemId, ...data });
    } catch (failure) {
      const { fieldErrors, message } = notifyFailure(failure, t);
      form.setErrors({ value: Object.values(fieldErrors)[0]?.[0] ?? message });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.traceRecord.pathKey() });
    notifySuccess(t("itemValue.saved"));
    guard.release();
    back();
  };

  return (
    <PageCard
      title={`${item.id === null ? t("itemValue.saveTitle") : t("itemValue.editTitle")}：${record.batch.batchNo} / ${record.stage.name}`}
      testId="record-value-page"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" maw={520}>
          <ValueInput
            item={item}
            value={form.values}
            onChange={(next) => {
              form.setValue("value", next.value);
              form.setValue("images", next.images);
            }}
            error={error ? ts(error) : undefined}
          />
          <FormButtons onCancel={back} busy={save.isPending || update.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
