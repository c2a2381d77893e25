import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from "@mantine/core";
import type { TChannelNode } from "@suyuan/contracts/channel/channel-queries";
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconGripVertical,
  IconPlus,
} from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState, type DragEvent } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../../lib/failure.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { usePermitted } from "../../../permissions/use-permitted.ts";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { ActionLink } from "../../../common/row-actions.tsx";
import { ChannelCopyModal } from "./channel-copy-modal.tsx";
import { moveTo, prioritiesOf, shift } from "./channel-order.ts";
import { useChannelDelete } from "./use-channel-delete.ts";

const COLUMNS = 6;

/** The channel tree of the current site: one level loads when its parent opens (spec section 7). */
export function ChannelTreePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const canAdd = usePermitted("/channel/save");
  const [copying, setCopying] = useState<TChannelNode | null>(null);
  return (
    <PageCard
      title={t("channel.title")}
      hint={t("channel.hint")}
      testId="channel-tree-page"
      actions={
        canAdd ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate({ to: "/channel/save" })}>
            {t("channel.addTop")}
          </Button>
        ) : null
      }
    >
      <Table highlightOnHover verticalSpacing="xs" aria-label={t("channel.title")}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t("channel.name")}</Table.Th>
            <Table.Th w={160}>{t("channel.path")}</Table.Th>
            <Table.Th w={80}>{t("channel.priority")}</Table.Th>
            <Table.Th w={120}>{t("channel.contentCount")}</Table.Th>
            <Table.Th w={100}>{t("channel.display")}</Table.Th>
            <Table.Th w={330} style={{ textAlign: "right" }}>
              {t("common.actions")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ChannelLevel parentId={null} depth={0} onCopy={setCopying} />
        </Table.Tbody>
      </Table>
      <ChannelCopyModal channel={copying} onClose={() => setCopying(null)} />
    </PageCard>
  );
}

type LevelProps = { parentId: number | null; depth: number; onCopy: (node: TChannelNode) => void };

/** The rows of one sibling group, reordered by drag and drop or by the up and down buttons. */
function ChannelLevel({ parentId, depth, onCopy }: LevelProps) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const level = useQuery(trpc.channel.tree.queryOptions({ parentId, root: null }));
  const save = useMutation(trpc.channel.priority.mutationOptions());
  const canOrder = usePermitted("/channel/priority");
  const [dragged, setDragged] = useState<number | null>(null);

  const reorder = (ids: number[]) =>
    save.mutate(prioritiesOf(ids), {
      onSuccess: () => {
        notifySuccess(t("channel.reordered"));
        void queryClient.invalidateQueries({ queryKey: trpc.channel.pathKey() });
      },
      onError: (error) => notifyFailure(error, t),
    });

  if (level.isPending)
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Text c="dimmed" size="sm" pl={depth * 24}>
            {t("app.loading")}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  if (level.isError)
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <QueryLoadError query={level} />
        </Table.Td>
      </Table.Tr>
    );
  const ids = level.data.map((node) => node.id);
  if (ids.length === 0 && depth === 0)
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {t("channel.empty")}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  const drop = (target: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== target && ids.includes(dragged)) reorder(moveTo(ids, dragged, target));
    setDragged(null);
  };
  return (
    <>
      {level.data.map((node, index) => (
        <ChannelRow
          key={node.id}
          node={node}
          depth={depth}
          onCopy={onCopy}
          order={
            canOrder
              ? {
                  first: index === 0,
                  last: index === ids.length - 1,
                  up: () => reorder(shift(ids, index, -1)),
                  down: () => reorder(shift(ids, index, 1)),
                  dragStart: () => setDragged(node.id),
                  drop: drop(node.id),
                }
              : null
          }
        />
      ))}
    </>
  );
}

type RowOrder = {
  first: boolean;
  last: boolean;
  up: () => void;
  down: () => void;
  dragStart: () => void;
  drop: (event: DragEvent) => void;
};

function ChannelRow({
  node,
  depth,
  onCopy,
  order,
}: {
  node: TChannelNode;
  depth: number;
  onCopy: (node: TChannelNode) => void;
  order: RowOrder | null;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const canAdd = usePermitted("/channel/save");
  const canEdit = usePermitted("/channel/update");
  const canCopy = usePermitted("/channel/copy");
  const canDelete = usePermitted("/channel/delete");
  const askDelete = useChannelDelete();
  return (
    <>
      <Table.Tr
        data-testid={`channel-row-${node.id}`}
        draggable={order !== null}
        onDragStart={order?.dragStart}
        onDragOver={order ? (event) => event.preventDefault() : undefined}
        onDrop={order?.drop}
      >
        <Table.Td>
          <Group gap={4} wrap="nowrap" pl={depth * 24}>
            {order ? (
              <Tooltip label={t("channel.drag")}>
                <IconGripVertical size={14} style={{ cursor: "grab", color: "var(--mantine-color-gray-5)" }} />
              </Tooltip>
            ) : null}
            {node.hasChild ? (
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-expanded={opened}
                aria-label={`${node.name} ${opened ? "−" : "+"}`}
                onClick={() => setOpened((value) => !value)}
              >
                {opened ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              </ActionIcon>
            ) : (
              <span style={{ width: 22 }} />
            )}
            <Text size="sm" fw={depth === 0 ? 600 : 400}>
              {node.name}
            </Text>
            {node.link ? (
              <Badge size="xs" variant="light" color="gray">
                {t("channel.link")}
              </Badge>
            ) : null}
          </Group>
        </Table.Td>
        <Table.Td>
          <Text size="sm" ff="monospace">
            {node.path}
          </Text>
        </Table.Td>
        <Table.Td>{node.priority}</Table.Td>
        <Table.Td title={t("channel.contentCountHint")} data-testid={`channel-count-${node.id}`}>
          {node.totalContentCount}
          {node.totalContentCount !== node.contentCount ? (
            <Text span size="xs" c="dimmed" ml={4}>
              （{t("channel.ownContentCount", { count: node.contentCount })}）
            </Text>
          ) : null}
        </Table.Td>
        <Table.Td>{node.display ? t("common.yes") : t("common.no")}</Table.Td>
        <Table.Td>
          <Group gap={2} justify="flex-end" wrap="nowrap">
            {order ? (
              <>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  disabled={order.first}
                  aria-label={`${t("channel.up")} ${node.name}`}
                  onClick={order.up}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  disabled={order.last}
                  aria-label={`${t("channel.down")} ${node.name}`}
                  onClick={order.down}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
              </>
            ) : null}
            {canAdd ? (
              <ActionLink
                label={t("channel.addChild")}
                target={node.name}
                onClick={() => void navigate({ to: "/channel/save", search: { parentId: node.id } })}
              />
            ) : null}
            {canEdit ? (
              <ActionLink
                label={t("common.edit")}
                target={node.name}
                onClick={() => void navigate({ to: "/channel/update", search: { id: node.id } })}
              />
            ) : null}
            {canCopy ? <ActionLink label={t("channel.copy")} target={node.name} onClick={() => onCopy(node)} /> : null}
            {canDelete ? (
              <ActionLink label={t("common.delete")} target={node.name} color="red" onClick={() => askDelete(node)} />
            ) : null}
          </Group>
        </Table.Td>
      </Table.Tr>
      {opened && node.hasChild ? <ChannelLevel parentId={node.id} depth={depth + 1} onCopy={onCopy} /> : null}
    </>
  );
}
