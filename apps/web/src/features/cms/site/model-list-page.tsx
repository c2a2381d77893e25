import { Badge, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { CMS_MODEL_KIND_LABELS, ZSaveModelInput, type TModelItem } from "@suyuan/contracts/cms/model-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, type FormEvent } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { checkConverted, useFormState } from "../../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { usePermitted } from "../../../permissions/use-permitted.ts";
import { wholeListPage } from "../../../common/query-table.tsx";
import { RowLink } from "../../../common/row-actions.tsx";
import { ModalEditedList, useUrlPaging } from "./modal-edited-list.tsx";

/** 模型管理: channel and content models; their fields are on the model field page. */
export function ModelListPage() {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  // The API answers the models whole (a few, in their order); the table pages them.
  const models = useQuery(trpc.cmsModel.find.queryOptions({ containDisabled: true }));
  const [paging, setPaging] = useUrlPaging();
  const remove = useMutation(trpc.cmsModel.delete.mutationOptions());
  const canFields = usePermitted("/item/list");
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.cmsModel.pathKey() });
  const columns = useMemo<DataColumn<TModelItem>[]>(() => {
    return [
      {
        accessorKey: "name",
        header: t("site.modelName"),
        priority: "primary",
        size: 200,
        Cell: ({ row: { original: model } }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{model.name}</Text>
            {model.isDefault ? (
              <Badge size="sm" variant="light">
                {t("site.isDefault")}
              </Badge>
            ) : null}
            {model.disabled ? (
              <Badge size="sm" variant="light" color="gray">
                {t("site.disabled")}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        accessorKey: "kind",
        header: t("site.kind"),
        Cell: ({ row }) => pick(CMS_MODEL_KIND_LABELS[row.original.kind], locale),
      },
      { accessorKey: "path", header: t("site.path") },
      { accessorKey: "priority", header: t("site.priority"), size: 90 },
      { accessorKey: "itemCount", header: t("site.itemCount"), size: 90 },
    ];
  }, [locale]);

  return (
    <ModalEditedList<TModelItem>
      title={t("site.modelsTitle")}
      hint={t("site.modelsHint")}
      testId="model-list-page"
      tableId="cms-models"
      keys={{ add: "/model/save", edit: "/model/update", delete: "/model/delete" }}
      texts={{ add: t("site.addModel"), edit: t("site.editModel"), deleteQuestion: t("site.deleteModelConfirm") }}
      refresh={refresh}
      list={wholeListPage(models, paging)}
      paging={paging}
      onPageChange={setPaging}
      rowName={(model) => model.name}
      rowLinks={(model) =>
        canFields ? (
          <RowLink to="/item/list" search={{ modelId: model.id }} size="sm" px={4}>
            {t("site.fields")}
          </RowLink>
        ) : null
      }
      deletable={(model) => !model.isDefault}
      remove={remove}
      columns={columns}
      form={(model, { close, saved }) => <ModelForm model={model} onCancel={close} onSaved={saved} />}
    />
  );
}

type ModelValues = {
  name: string;
  kind: "channel" | "content";
  path: string;
  tplPrefix: string;
  priority: number | string;
  isDefault: boolean;
  disabled: boolean;
};

const valuesOf = (model: TModelItem | null): ModelValues => ({
  name: model?.name ?? "",
  kind: model?.kind ?? "content",
  path: model?.path ?? "",
  tplPrefix: model?.tplPrefix ?? "",
  priority: model?.priority ?? 10,
  isDefault: model?.isDefault ?? false,
  disabled: model?.disabled ?? false,
});

/** The model as the procedures take it (a blank order is no number: the schema says so). */
const inputOf = (values: ModelValues) => ({
  ...values,
  tplPrefix: values.tplPrefix || null,
  priority: typeof values.priority === "number" ? values.priority : Number.NaN,
});

// The add and the update take the same fields (the update adds the id).
const CHECK = checkConverted(ZSaveModelInput, inputOf);

export function ModelForm({
  model,
  onCancel,
  onSaved,
}: {
  model: TModelItem | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, ts, locale } = useI18n();
  const trpc = useTrpc();
  const create = useMutation(trpc.cmsModel.create.mutationOptions());
  const update = useMutation(trpc.cmsModel.update.mutationOptions());
  const form = useFormState(valuesOf(model), CHECK);
  const { values, setValue: set } = form;
  const error = (name: keyof ModelValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const input = inputOf(values);
    try {
      if (model) await update.mutateAsync({ ...input, id: model.id });
      else await create.mutateAsync(input);
    } catch (error) {
      form.setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    notifySuccess(t("site.saved"));
    onSaved();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("site.modelName")}
          withAsterisk
          maxLength={50}
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={error("name")}
          data-autofocus
        />
        <SimpleGrid cols={2}>
          <Select
            label={t("site.kind")}
            data={(["content", "channel"] as const).map((value) => ({
              value,
              label: pick(CMS_MODEL_KIND_LABELS[value], locale),
            }))}
            value={values.kind}
            onChange={(value) => set("kind", value === "channel" ? "channel" : "content")}
            allowDeselect={false}
            disabled={model !== null}
          />
          <TextInput
            label={t("site.path")}
            withAsterisk
            value={values.path}
            onChange={(event) => set("path", event.currentTarget.value)}
            error={error("path")}
          />
          <TextInput
            label={t("site.tplPrefix")}
            value={values.tplPrefix}
            onChange={(event) => set("tplPrefix", event.currentTarget.value)}
            error={error("tplPrefix")}
          />
          <NumberInput
            label={t("site.priority")}
            min={0}
            max={9999}
            allowDecimal={false}
            value={values.priority}
            onChange={(value) => set("priority", value)}
            error={error("priority")}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label={t("site.isDefault")}
            checked={values.isDefault}
            onChange={(event) => set("isDefault", event.currentTarget.checked)}
            error={error("isDefault")}
          />
          <Checkbox
            label={t("site.disabled")}
            checked={values.disabled}
            onChange={(event) => set("disabled", event.currentTarget.checked)}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("site.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("site.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
