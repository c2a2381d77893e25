import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  CMS_CHOICE_TYPES,
  CMS_FIELD_TYPE_LABELS,
  CMS_FIELD_TYPES,
  type TCmsFieldType,
} from "@suyuan/contracts/cms/custom-fields";
import { ZSaveItemInput, type TModelFieldItem } from "@suyuan/contracts/cms/model-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, type FormEvent } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { checkConverted, useFormState } from "../../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { wholeListPage } from "../../../common/query-table.tsx";
import { RowLink } from "../../../common/row-actions.tsx";
import { ModalEditedList, useUrlPaging } from "./modal-edited-list.tsx";

/** 模型字段: one model's fields; custom ones define what content of the model carries in attrs. */
export function ModelItemsPage({ modelId }: { modelId: number }) {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const model = useQuery(trpc.cmsModel.get.queryOptions({ id: modelId }));
  // The API answers one model's fields whole (a few, in their order); the table pages them.
  const items = useQuery(trpc.cmsModel.items.queryOptions({ modelId, displayOnly: false }));
  const [paging, setPaging] = useUrlPaging();
  const remove = useMutation(trpc.cmsModel.deleteItems.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.cmsModel.pathKey() });
  const columns = useMemo<DataColumn<TModelFieldItem>[]>(() => {
    const yesNo = (value: boolean) => (value ? t("site.yes") : t("site.no"));
    return [
      {
        accessorKey: "label",
        header: t("site.label"),
        priority: "primary",
        size: 180,
        Cell: ({ row: { original: item } }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{item.label}</Text>
            <Badge size="sm" variant="light" color={item.isCustom ? "blue" : "gray"}>
              {item.isCustom ? t("site.custom") : t("site.builtin")}
            </Badge>
          </Group>
        ),
      },
      { accessorKey: "field", header: t("site.field") },
      {
        accessorKey: "type",
        header: t("site.dataType"),
        Cell: ({ row }) => pick(CMS_FIELD_TYPE_LABELS[row.original.type], locale),
      },
      {
        accessorKey: "required",
        header: t("site.required"),
        size: 80,
        Cell: ({ row }) => yesNo(row.original.required),
      },
      { accessorKey: "display", header: t("site.display"), size: 80, Cell: ({ row }) => yesNo(row.original.display) },
      { accessorKey: "priority", header: t("site.priority"), size: 80 },
    ];
  }, [locale]);

  return (
    <ModalEditedList<TModelFieldItem>
      title={`${t("site.itemsTitle")}${model.data ? ` · ${model.data.name}` : ""}`}
      hint={t("site.itemsHint")}
      testId="model-items-page"
      tableId="cms-model-items"
      leadingActions={
        <RowLink to="/model/list" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t("site.backToModels")}
          </Group>
        </RowLink>
      }
      keys={{ add: "/item/save", edit: "/item/update", delete: "/item/delete" }}
      texts={{ add: t("site.addItem"), edit: t("site.editItem"), deleteQuestion: t("site.deleteItemConfirm") }}
      modalSize="lg"
      failure={model.error}
      onRetry={() => void refresh()}
      refresh={refresh}
      list={wholeListPage(items, paging)}
      paging={paging}
      onPageChange={setPaging}
      rowName={(item) => item.label}
      // Built-in fields belong to every model of the kind.
      deletable={(item) => item.isCustom}
      remove={remove}
      columns={columns}
      form={(item, { close, saved }) => <ItemForm modelId={modelId} item={item} onCancel={close} onSaved={saved} />}
    />
  );
}

type ItemValues = {
  field: string;
  label: string;
  dataType: TCmsFieldType;
  required: boolean;
  defValue: string;
  /** One choice a line. */
  options: string;
  help: string;
  priority: number | string;
  display: boolean;
  shownInList: boolean;
};

const valuesOf = (item: TModelFieldItem | null): ItemValues => ({
  field: item?.field ?? "",
  label: item?.label ?? "",
  dataType: item?.type ?? "text",
  required: item?.required ?? false,
  defValue: item?.defValue ?? "",
  options: (item?.options ?? []).join("\n"),
  help: item?.help ?? "",
  priority: item?.priority ?? 10,
  display: item?.display ?? true,
  shownInList: item?.shownInList ?? false,
});

/** The field as the procedures take it (a blank order is no number: the schema says so). */
const inputOf = (values: ItemValues) => ({
  ...values,
  defValue: values.defValue || null,
  options: values.options.split("\n"),
  help: values.help || null,
  priority: typeof values.priority === "number" ? values.priority : Number.NaN,
});

export function ItemForm({
  modelId,
  item,
  onCancel,
  onSaved,
}: {
  modelId: number;
  item: TModelFieldItem | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, ts, locale } = useI18n();
  const trpc = useTrpc();
  const create = useMutation(trpc.cmsModel.createItem.mutationOptions());
  const update = useMutation(trpc.cmsModel.updateItem.mutationOptions());
  const builtin = item !== null && !item.isCustom;
  // The add and the update take the same fields (the add names the model, the update the id).
  const check = useMemo(
    () => checkConverted(ZSaveItemInput, (values: ItemValues) => ({ ...inputOf(values), modelId })),
    [modelId],
  );
  const form = useFormState(valuesOf(item), check);
  const { values, setValue: set } = form;
  const error = (name: keyof ItemValues) => (form.errors[name] ? ts(form.errors[name]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const input = inputOf(values);
    try {
      if (item) await update.mutateAsync({ ...input, id: item.id });
      else await create.mutateAsync({ ...input, modelId });
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("site.field")}
            withAsterisk
            maxLength={50}
            value={values.field}
            onChange={(event) => set("field", event.currentTarget.value)}
            error={error("field")}
            disabled={builtin}
            data-autofocus
          />
          <TextInput
            label={t("site.label")}
            withAsterisk
            maxLength={50}
            value={values.label}
            onChange={(event) => set("label", event.currentTarget.value)}
            error={error("label")}
          />
          <Select
            label={t("site.dataType")}
            data={CMS_FIELD_TYPES.map((value) => ({ value, label: pick(CMS_FIELD_TYPE_LABELS[value], locale) }))}
            value={values.dataType}
            onChange={(value) => set("dataType", (value as TCmsFieldType | null) ?? "text")}
            allowDeselect={false}
            disabled={builtin}
            error={error("dataType")}
          />
          <TextInput
            label={t("site.defValue")}
            value={values.defValue}
            onChange={(event) => set("defValue", event.currentTarget.value)}
            error={error("defValue")}
          />
        </SimpleGrid>
        {CMS_CHOICE_TYPES.includes(values.dataType) ? (
          <Textarea
            label={t("site.options")}
            description={t("site.optionsHint")}
            withAsterisk
            autosize
            minRows={3}
            value={values.options}
            onChange={(event) => set("options", event.currentTarget.value)}
            error={error("options")}
          />
        ) : null}
        <TextInput
          label={t("site.help")}
          maxLength={200}
          value={values.help}
          onChange={(event) => set("help", event.currentTarget.value)}
          error={error("help")}
        />
        <Group>
          <NumberInput
            label={t("site.priority")}
            w={120}
            min={0}
            max={9999}
            allowDecimal={false}
            value={values.priority}
            onChange={(value) => set("priority", value)}
            error={error("priority")}
          />
          <Checkbox
            mt={24}
            label={t("site.required")}
            checked={values.required}
            onChange={(event) => set("required", event.currentTarget.checked)}
          />
          <Checkbox
            mt={24}
            label={t("site.display")}
            checked={values.display}
            onChange={(event) => set("display", event.currentTarget.checked)}
          />
          <Checkbox
            mt={24}
            label={t("site.shownInList")}
            checked={values.shownInList}
            onChange={(event) => set("shownInList", event.currentTarget.checked)}
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
