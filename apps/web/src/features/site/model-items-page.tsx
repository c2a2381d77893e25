import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
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
import type { TModelFieldItem } from "@suyuan/contracts/cms/model-operations";
import { IconArrowLeft, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../kit/resource-format.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { failureText, notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, RowLink } from "../common/row-actions.tsx";
import { fill, SITE_TEXTS as T } from "./site-texts.ts";

/** 模型字段: one model's fields; custom ones define what content of the model carries in attrs. */
export function ModelItemsPage({ modelId }: { modelId: number }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const model = useQuery(trpc.cmsModel.get.queryOptions({ id: modelId }));
  const items = useQuery(trpc.cmsModel.items.queryOptions({ modelId, displayOnly: false }));
  const [editing, setEditing] = useState<TModelFieldItem | "new" | null>(null);
  const remove = useMutation(trpc.cmsModel.deleteItems.mutationOptions());
  const canAdd = usePermitted("/item/save");
  const canEdit = usePermitted("/item/update");
  const canDelete = usePermitted("/item/delete");
  const text = (key: keyof typeof T) => pick(T[key], locale);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.cmsModel.pathKey() });

  const askDelete = (item: TModelFieldItem) =>
    confirmAction({
      title: text("confirmTitle"),
      message: fill(text("deleteItemConfirm"), { name: item.label }),
      confirmLabel: text("delete"),
      cancelLabel: text("cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: [item.id] },
          {
            onSuccess: () => {
              notifySuccess(text("deleted"));
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const failure = model.error ?? items.error;
  const rows = items.data ?? [];
  return (
    <PageCard
      title={`${text("itemsTitle")}${model.data ? ` · ${model.data.name}` : ""}`}
      hint={text("itemsHint")}
      testId="model-items-page"
      actions={
        <>
          <RowLink to="/model/list" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {text("backToModels")}
            </Group>
          </RowLink>
          {canAdd ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
              {text("addItem")}
            </Button>
          ) : null}
        </>
      }
    >
      {failure ? <LoadError message={failureText(toAppFailure(failure), t)} onRetry={() => void refresh()} /> : null}
      <Table highlightOnHover verticalSpacing="sm" aria-label={text("itemsTitle")}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{text("label")}</Table.Th>
            <Table.Th>{text("field")}</Table.Th>
            <Table.Th>{text("dataType")}</Table.Th>
            <Table.Th>{text("required")}</Table.Th>
            <Table.Th>{text("display")}</Table.Th>
            <Table.Th>{text("priority")}</Table.Th>
            <Table.Th style={{ textAlign: "right" }}>{text("actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" size="sm" ta="center" py="lg">
                  {items.isPending ? text("loading") : text("empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">{item.label}</Text>
                    <Badge size="sm" variant="light" color={item.isCustom ? "blue" : "gray"}>
                      {item.isCustom ? text("custom") : text("builtin")}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>{item.field}</Table.Td>
                <Table.Td>{pick(CMS_FIELD_TYPE_LABELS[item.type], locale)}</Table.Td>
                <Table.Td>{item.required ? text("yes") : text("no")}</Table.Td>
                <Table.Td>{item.display ? text("yes") : text("no")}</Table.Td>
                <Table.Td>{item.priority}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {canEdit ? (
                      <ActionLink label={text("edit")} target={item.label} onClick={() => setEditing(item)} />
                    ) : null}
                    {canDelete && item.isCustom ? (
                      <ActionLink
                        label={text("delete")}
                        target={item.label}
                        color="red"
                        onClick={() => askDelete(item)}
                      />
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        centered
        size="lg"
        title={editing === "new" ? text("addItem") : text("editItem")}
      >
        {editing ? (
          <ItemForm
            key={editing === "new" ? "new" : editing.id}
            modelId={modelId}
            item={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
          />
        ) : null}
      </Modal>
    </PageCard>
  );
}

function ItemForm({
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
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const create = useMutation(trpc.cmsModel.createItem.mutationOptions());
  const update = useMutation(trpc.cmsModel.updateItem.mutationOptions());
  const builtin = item !== null && !item.isCustom;
  const [field, setField] = useState(item?.field ?? "");
  const [label, setLabel] = useState(item?.label ?? "");
  const [dataType, setDataType] = useState<TCmsFieldType>(item?.type ?? "text");
  const [required, setRequired] = useState(item?.required ?? false);
  const [defValue, setDefValue] = useState(item?.defValue ?? "");
  const [options, setOptions] = useState((item?.options ?? []).join("\n"));
  const [help, setHelp] = useState(item?.help ?? "");
  const [priority, setPriority] = useState<number | string>(item?.priority ?? 10);
  const [display, setDisplay] = useState(item?.display ?? true);
  const [shownInList, setShownInList] = useState(item?.shownInList ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (key: keyof typeof T) => pick(T[key], locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      field,
      label,
      dataType,
      required,
      defValue: defValue || null,
      options: options.split("\n"),
      help: help || null,
      priority: typeof priority === "number" ? priority : Number.NaN,
      display,
      shownInList,
    };
    try {
      if (item) await update.mutateAsync({ ...input, id: item.id });
      else await create.mutateAsync({ ...input, modelId });
    } catch (error) {
      setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    notifySuccess(text("saved"));
    onSaved();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={text("field")}
            withAsterisk
            maxLength={50}
            value={field}
            onChange={(event) => setField(event.currentTarget.value)}
            error={errors.field}
            disabled={builtin}
            data-autofocus
          />
          <TextInput
            label={text("label")}
            withAsterisk
            maxLength={50}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            error={errors.label}
          />
          <Select
            label={text("dataType")}
            data={CMS_FIELD_TYPES.map((value) => ({ value, label: pick(CMS_FIELD_TYPE_LABELS[value], locale) }))}
            value={dataType}
            onChange={(value) => setDataType((value as TCmsFieldType | null) ?? "text")}
            allowDeselect={false}
            disabled={builtin}
            error={errors.dataType}
          />
          <TextInput
            label={text("defValue")}
            value={defValue}
            onChange={(event) => setDefValue(event.currentTarget.value)}
            error={errors.defValue}
          />
        </SimpleGrid>
        {CMS_CHOICE_TYPES.includes(dataType) ? (
          <Textarea
            label={text("options")}
            description={text("optionsHint")}
            withAsterisk
            autosize
            minRows={3}
            value={options}
            onChange={(event) => setOptions(event.currentTarget.value)}
            error={errors.options}
          />
        ) : null}
        <TextInput
          label={text("help")}
          maxLength={200}
          value={help}
          onChange={(event) => setHelp(event.currentTarget.value)}
        />
        <Group>
          <NumberInput
            label={text("priority")}
            w={120}
            min={0}
            max={9999}
            allowDecimal={false}
            value={priority}
            onChange={setPriority}
            error={errors.priority}
          />
          <Checkbox
            mt={24}
            label={text("required")}
            checked={required}
            onChange={(event) => setRequired(event.currentTarget.checked)}
          />
          <Checkbox
            mt={24}
            label={text("display")}
            checked={display}
            onChange={(event) => setDisplay(event.currentTarget.checked)}
          />
          <Checkbox
            mt={24}
            label={text("shownInList")}
            checked={shownInList}
            onChange={(event) => setShownInList(event.currentTarget.checked)}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {text("cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {text("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
