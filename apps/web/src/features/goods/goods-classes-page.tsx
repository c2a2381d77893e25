import { Badge, Box, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { ZGoodsClassFields, type TGoodsClassNode } from "@suyuan/contracts/goods/goods-class";
import type { z } from "zod";
import { IconFolder, IconFolderOpen, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { issuesByField, useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ActionLink } from "../../common/row-actions.tsx";
import { classOptions, goodsClassesQueryOptions, orderClasses, subtreeIds } from "../../common/goods-classes.ts";

/** What the class dialog edits: a new class under a parent, or an existing one (rename, reorder, move). */
type Editing = { mode: "add"; parentId: number | null } | { mode: "edit"; node: TGoodsClassNode };

const ROOT = "root";

/** The class form as edited: the parent as its select's value, the order as its number input's. */
type GoodsClassFields = z.output<typeof ZGoodsClassFields>;
type ClassValues = { parentId: string; name: string; sort: number | string };

function checkClass(values: ClassValues): ValidationResult<GoodsClassFields> {
  const parsed = ZGoodsClassFields.safeParse({
    parentId: values.parentId === ROOT ? null : Number(values.parentId),
    name: values.name,
    sort: typeof values.sort === "number" ? values.sort : Number.NaN,
  });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: issuesByField(parsed.error.issues) };
}

export function GoodsClassesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const classes = useQuery(goodsClassesQueryOptions(trpc));
  const ordered = useMemo(() => orderClasses(classes.data ?? []), [classes.data]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const remove = useMutation(trpc.goodsClass.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.goodsClass.pathKey() });

  const askDelete = (node: TGoodsClassNode) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: t("goodsClass.deleteConfirm", { name: node.name }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { id: node.id },
          {
            onSuccess: () => {
              notifySuccess(t("goodsClass.deleted"));
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  return (
    <PageCard
      title={t("goodsClass.title")}
      hint={t("goodsClass.hint")}
      testId="goods-classes-page"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: "add", parentId: null })}>
          {t("goodsClass.addRoot")}
        </Button>
      }
    >
      {classes.isError ? <QueryLoadError query={classes} /> : null}
      <Table highlightOnHover verticalSpacing="sm" aria-label={t("goodsClass.title")}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t("goodsClass.name")}</Table.Th>
            <Table.Th w={90}>{t("goodsClass.sort")}</Table.Th>
            <Table.Th w={110}>{t("goodsClass.childCount")}</Table.Th>
            <Table.Th w={110}>{t("goodsClass.goodsCount")}</Table.Th>
            <Table.Th w={260} style={{ textAlign: "right" }}>
              {t("common.actions")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.isPending ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm" ta="center" py="lg">
                  {t("app.loading")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : ordered.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm" ta="center" py="lg">
                  {t("goodsClass.empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            ordered.map((node) => (
              <Table.Tr key={node.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" pl={node.depth * 24}>
                    <Box c={node.depth === 0 ? "brand.6" : "gray.6"} style={{ display: "flex" }}>
                      {node.childCount > 0 ? <IconFolderOpen size={16} /> : <IconFolder size={16} />}
                    </Box>
                    <Text size="sm" fw={node.depth === 0 ? 600 : 400}>
                      {node.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>{node.sort}</Table.Td>
                <Table.Td>{node.childCount}</Table.Td>
                <Table.Td>
                  {node.goodsCount > 0 ? (
                    <Badge variant="light" color="gray" radius="sm">
                      {node.goodsCount}
                    </Badge>
                  ) : (
                    0
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionLink
                      label={t("goodsClass.addChild")}
                      target={node.name}
                      onClick={() => setEditing({ mode: "add", parentId: node.id })}
                    />
                    <ActionLink
                      label={t("goodsClass.edit")}
                      target={node.name}
                      onClick={() => setEditing({ mode: "edit", node })}
                    />
                    <ActionLink
                      label={t("common.delete")}
                      target={node.name}
                      color="red"
                      onClick={() => askDelete(node)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <ClassModal
        editing={editing}
        nodes={classes.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </PageCard>
  );
}

function ClassModal({
  editing,
  nodes,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  nodes: readonly TGoodsClassNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      centered
      title={editing?.mode === "edit" ? t("goodsClass.editTitle") : t("goodsClass.addTitle")}
    >
      {editing ? (
        <ClassForm
          key={editing.mode === "edit" ? editing.node.id : `new-${editing.parentId}`}
          editing={editing}
          nodes={nodes}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function ClassForm({
  editing,
  nodes,
  onCancel,
  onSaved,
}: {
  editing: Editing;
  nodes: readonly TGoodsClassNode[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const create = useMutation(trpc.goodsClass.create.mutationOptions());
  const update = useMutation(trpc.goodsClass.update.mutationOptions());
  const node = editing.mode === "edit" ? editing.node : null;
  const parentId = node ? node.parentId : editing.mode === "add" ? editing.parentId : null;
  const form = useFormState<ClassValues, GoodsClassFields>(
    { parentId: parentId === null ? ROOT : String(parentId), name: node?.name ?? "", sort: node?.sort ?? 0 },
    checkClass,
  );
  const { values, errors, setValue, setErrors } = form;

  // A class cannot move under itself or its own descendants.
  const parentOptions = useMemo(() => {
    const ordered = orderClasses(nodes);
    const excluded = node ? subtreeIds(nodes, node.id) : undefined;
    return [{ value: ROOT, label: t("goodsClass.root") }, ...classOptions(ordered, excluded)];
  }, [nodes, node, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      if (node) await update.mutateAsync({ id: node.id, data });
      else await create.mutateAsync(data);
    } catch (error) {
      setErrors(serverFieldErrors(notifyFailure(error, t)));
      return;
    }
    notifySuccess(node ? t("goodsClass.updated") : t("goodsClass.created"));
    onSaved();
  };

  const error = (field: string) => (errors[field] ? ts(errors[field]) : undefined);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Select
          label={t("goodsClass.parent")}
          data={parentOptions}
          value={values.parentId}
          onChange={(value) => setValue("parentId", value ?? ROOT)}
          allowDeselect={false}
          searchable
          error={error("parentId")}
        />
        <TextInput
          label={t("goodsClass.name")}
          withAsterisk
          maxLength={50}
          value={values.name}
          onChange={(event) => setValue("name", event.currentTarget.value)}
          error={error("name")}
          data-autofocus
        />
        <NumberInput
          label={t("goodsClass.sort")}
          description={t("goodsClass.sortHint")}
          min={0}
          max={100000}
          allowDecimal={false}
          allowNegative={false}
          value={values.sort}
          onChange={(value) => setValue("sort", value)}
          error={error("sort") ? t("goodsClass.sortInvalid") : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t("goodsClass.moveHint")}
        </Text>
      </Stack>
    </form>
  );
}
