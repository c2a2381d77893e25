import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  ZSaveCommodityCategoryInput,
  type TCommodityCategoryNode,
} from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { IconEdit, IconHierarchy2, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { checkConverted, useFormState } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { categoryPath, treeOrder } from "../../common/category-tree.ts";

type Draft = { id?: number; parentId: string | null; code: string; name: string; sort: number };

/** The category as the procedure takes it. */
const inputOf = (values: Draft) => ({
  ...(values.id === undefined ? {} : { id: values.id }),
  parentId: values.parentId === null ? null : Number(values.parentId),
  code: values.code,
  name: values.name,
  sort: values.sort,
});

const CHECK = checkConverted(ZSaveCommodityCategoryInput, inputOf);

/** 商品类目: the site's category code tree in a drawer, added to, edited and pruned in place. */
export function CategoryTreeButton() {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconHierarchy2 size={16} />} onClick={() => setOpened(true)}>
        {t("commodityCode.categories")}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={t("commodityCode.categoryTree")}
      >
        {opened ? <CategoryTree /> : null}
      </Drawer>
    </>
  );
}

function CategoryTree() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const tree = useQuery(trpc.commodityCode.categories.queryOptions());
  const remove = useMutation(trpc.commodityCode.deleteCategory.mutationOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  const nodes = tree.data ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.commodityCode.pathKey() });
  const confirmDelete = (node: TCommodityCategoryNode) =>
    modals.openConfirmModal({
      title: t("commodityCode.remove"),
      centered: true,
      children: <Text size="sm">{t("commodityCode.confirmDelete", { name: node.name })}</Text>,
      labels: { confirm: t("common.ok"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        void remove
          .mutateAsync({ id: node.id })
          .then(() => {
            notifySuccess(t("commodityCode.deleted"));
            refresh();
          })
          .catch((error: unknown) => notifyFailure(error, t)),
    });

  return (
    <Stack gap="sm" data-testid="commodity-category-tree">
      <Permitted perm="/commodityCategory/save">
        <Group>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDraft({ parentId: null, code: "", name: "", sort: 0 })}
          >
            {t("commodityCode.addRoot")}
          </Button>
        </Group>
      </Permitted>
      {tree.isSuccess && nodes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("commodityCode.empty")}
        </Text>
      ) : null}
      {treeOrder(nodes).map(({ node, depth }) => (
        <Group key={node.id} justify="space-between" wrap="nowrap" pl={depth * 20}>
          <Group gap="xs" wrap="nowrap">
            <Text ff="monospace" size="sm">
              {node.code}
            </Text>
            <Text size="sm">{node.name}</Text>
            <Badge size="xs" variant="light" color="gray">
              {t("commodityCode.level", { level: node.level })}
            </Badge>
            {node.codeCount > 0 ? (
              <Badge size="xs" variant="light">
                {t("commodityCode.codes", { count: node.codeCount })}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Permitted perm="/commodityCategory/save">
              <ActionIcon
                variant="subtle"
                aria-label={t("commodityCode.addChild")}
                onClick={() => setDraft({ parentId: String(node.id), code: node.code, name: "", sort: 0 })}
              >
                <IconPlus size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t("commodityCode.edit")}
                onClick={() =>
                  setDraft({
                    id: node.id,
                    parentId: node.parentId === null ? null : String(node.parentId),
                    code: node.code,
                    name: node.name,
                    sort: node.sort,
                  })
                }
              >
                <IconEdit size={16} />
              </ActionIcon>
            </Permitted>
            <Permitted perm="/commodityCategory/delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("commodityCode.remove")}
                onClick={() => confirmDelete(node)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Permitted>
          </Group>
        </Group>
      ))}
      {draft ? (
        <CategoryForm
          draft={draft}
          nodes={nodes}
          onClose={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}

export function CategoryForm({
  draft,
  nodes,
  onClose,
  onSaved,
}: {
  draft: Draft;
  nodes: readonly TCommodityCategoryNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const save = useMutation(trpc.commodityCode.saveCategory.mutationOptions());
  const form = useFormState(draft, CHECK);
  const { values, setValue: set } = form;
  const error = (name: keyof Draft) => (form.errors[name] ? ts(form.errors[name]) : undefined);
  const parents = nodes
    .filter((node) => node.id !== draft.id)
    .map((node) => ({ value: String(node.id), label: categoryPath(nodes, node.id) }));
  const submit = async () => {
    if (!form.validate()) return;
    try {
      await save.mutateAsync(inputOf(values));
      notifySuccess(t("commodityCode.saved"));
      onSaved();
    } catch (error) {
      form.setErrors(serverFieldErrors(notifyFailure(error, t)));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(values.id === undefined ? "commodityCode.addChild" : "commodityCode.edit")}
    >
      <Stack gap="sm">
        <Select
          label={t("commodityCode.parent")}
          data={parents}
          value={values.parentId}
          onChange={(parentId) => set("parentId", parentId)}
          clearable
          searchable
          placeholder={t("commodityCode.none")}
          error={error("parentId")}
        />
        <TextInput
          label={t("commodityCode.code")}
          withAsterisk
          value={values.code}
          onChange={(event) => set("code", event.currentTarget.value)}
          error={error("code")}
        />
        <TextInput
          label={t("commodityCode.name")}
          withAsterisk
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={error("name")}
        />
        <NumberInput
          label={t("commodityCode.sort")}
          min={0}
          max={9999}
          allowDecimal={false}
          value={values.sort}
          onChange={(sort) => set("sort", Number(sort) || 0)}
          error={error("sort")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()}>
            {t("commodityCode.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
