import { Badge, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { CMS_MODEL_KIND_LABELS, type TModelItem } from "@suyuan/contracts/cms/model-operations";
import type { DataColumn } from "@suyuan/ui/data-table";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
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

function ModelForm({
  model,
  onCancel,
  onSaved,
}: {
  model: TModelItem | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { locale, t } = useI18n();
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
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <SimpleGrid cols={2}>
          <Select
            label={t("site.kind")}
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
            label={t("site.path")}
            withAsterisk
            value={path}
            onChange={(event) => setPath(event.currentTarget.value)}
            error={errors.path}
          />
          <TextInput
            label={t("site.tplPrefix")}
            value={tplPrefix}
            onChange={(event) => setTplPrefix(event.currentTarget.value)}
          />
          <NumberInput
            label={t("site.priority")}
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
            label={t("site.isDefault")}
            checked={isDefault}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
            error={errors.isDefault}
          />
          <Checkbox
            label={t("site.disabled")}
            checked={disabled}
            onChange={(event) => setDisabled(event.currentTarget.checked)}
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
