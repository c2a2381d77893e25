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
  TextInput,
} from "@mantine/core";
import { CMS_MODEL_KIND_LABELS, type TModelItem } from "@suyuan/contracts/cms/model-operations";
import { IconPlus } from "@tabler/icons-react";
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

/** 模型管理: channel and content models; their fields are on the model field page. */
export function ModelListPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const models = useQuery(trpc.cmsModel.find.queryOptions({ containDisabled: true }));
  const [editing, setEditing] = useState<TModelItem | "new" | null>(null);
  const remove = useMutation(trpc.cmsModel.delete.mutationOptions());
  const canAdd = usePermitted("/model/save");
  const canEdit = usePermitted("/model/update");
  const canDelete = usePermitted("/model/delete");
  const canFields = usePermitted("/item/list");
  const text = (key: keyof typeof T) => pick(T[key], locale);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.cmsModel.pathKey() });

  const askDelete = (model: TModelItem) =>
    confirmAction({
      title: text("confirmTitle"),
      message: fill(text("deleteModelConfirm"), { name: model.name }),
      confirmLabel: text("delete"),
      cancelLabel: text("cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: [model.id] },
          {
            onSuccess: () => {
              notifySuccess(text("deleted"));
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const rows = models.data ?? [];
  return (
    <PageCard
      title={text("modelsTitle")}
      hint={text("modelsHint")}
      testId="model-list-page"
      actions={
        canAdd ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
            {text("addModel")}
          </Button>
        ) : null
      }
    >
      {models.isError ? (
        <LoadError message={failureText(toAppFailure(models.error), t)} onRetry={() => void models.refetch()} />
      ) : null}
      <Table highlightOnHover verticalSpacing="sm" aria-label={text("modelsTitle")}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{text("modelName")}</Table.Th>
            <Table.Th>{text("kind")}</Table.Th>
            <Table.Th>{text("path")}</Table.Th>
            <Table.Th>{text("priority")}</Table.Th>
            <Table.Th>{text("itemCount")}</Table.Th>
            <Table.Th style={{ textAlign: "right" }}>{text("actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" size="sm" ta="center" py="lg">
                  {models.isPending ? text("loading") : text("empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((model) => (
              <Table.Tr key={model.id}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">{model.name}</Text>
                    {model.isDefault ? (
                      <Badge size="sm" variant="light">
                        {text("isDefault")}
                      </Badge>
                    ) : null}
                    {model.disabled ? (
                      <Badge size="sm" variant="light" color="gray">
                        {text("disabled")}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{pick(CMS_MODEL_KIND_LABELS[model.kind], locale)}</Table.Td>
                <Table.Td>{model.path}</Table.Td>
                <Table.Td>{model.priority}</Table.Td>
                <Table.Td>{model.itemCount}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {canFields ? (
                      <RowLink to="/item/list" search={{ modelId: model.id }} size="sm" px={4}>
                        {text("fields")}
                      </RowLink>
                    ) : null}
                    {canEdit ? (
                      <ActionLink label={text("edit")} target={model.name} onClick={() => setEditing(model)} />
                    ) : null}
                    {canDelete && !model.isDefault ? (
                      <ActionLink
                        label={text("delete")}
                        target={model.name}
                        color="red"
                        onClick={() => askDelete(model)}
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
        title={editing === "new" ? text("addModel") : text("editModel")}
      >
        {editing ? (
          <ModelForm
            key={editing === "new" ? "new" : editing.id}
            model={editing === "new" ? null : editing}
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

function ModelForm({
  model,
  onCancel,
  onSaved,
}: {
  model: TModelItem | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const create = useMutation(trpc.cmsModel.create.mutationOptions());
  const update = useMutation(trpc.cmsModel.update.mutationOptions());
  const [name, setName] = useState(model?.name ?? "");
  const [kind, setKind] = useState<"channel" | "content">(model?.kind ?? "content");
  const [path, setPath] = useState(model?.path ?? "");
  const [tplPrefix, setTplPrefix] = useState(model?.tplPrefix ?? "");
  const [priority, setPriority] = useState<number | string>(model?.priority ?? 10);
  const [isDefault, setIsDefault] = useState(model?.isDefault ?? false);
  const [disabled, setDisabled] = useState(model?.disabled ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (key: keyof typeof T) => pick(T[key], locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      kind,
      path,
      tplPrefix: tplPrefix || null,
      priority: typeof priority === "number" ? priority : Number.NaN,
      isDefault,
      disabled,
    };
    try {
      if (model) await update.mutateAsync({ ...input, id: model.id });
      else await create.mutateAsync(input);
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
        <TextInput
          label={text("modelName")}
          withAsterisk
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <SimpleGrid cols={2}>
          <Select
            label={text("kind")}
            data={(["content", "channel"] as const).map((value) => ({
              value,
              label: pick(CMS_MODEL_KIND_LABELS[value], locale),
            }))}
            value={kind}
            onChange={(value) => setKind(value === "channel" ? "channel" : "content")}
            allowDeselect={false}
            disabled={model !== null}
          />
          <TextInput
            label={text("path")}
            withAsterisk
            value={path}
            onChange={(event) => setPath(event.currentTarget.value)}
            error={errors.path}
          />
          <TextInput
            label={text("tplPrefix")}
            value={tplPrefix}
            onChange={(event) => setTplPrefix(event.currentTarget.value)}
          />
          <NumberInput
            label={text("priority")}
            min={0}
            max={9999}
            allowDecimal={false}
            value={priority}
            onChange={setPriority}
            error={errors.priority}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label={text("isDefault")}
            checked={isDefault}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
            error={errors.isDefault}
          />
          <Checkbox
            label={text("disabled")}
            checked={disabled}
            onChange={(event) => setDisabled(event.currentTarget.checked)}
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
