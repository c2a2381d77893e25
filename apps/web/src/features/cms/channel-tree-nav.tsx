import { Loader, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { IconFolder, IconFolderOpen, IconListDetails } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";

type TreeProps = { selected: number | undefined; onSelect: (channelId: number | undefined) => void };

/** One level of the channel tree, loaded when its parent opens (spec section 7: children on demand). */
function ChannelLevel({ parentId, selected, onSelect }: TreeProps & { parentId: number | null }) {
  const query = useQuery(useTrpc().channel.tree.queryOptions({ parentId, root: null }, { staleTime: 30_000 }));
  if (query.isPending) return <Loader size="xs" m="xs" />;
  if (query.isError) return null;
  return (
    <>
      {query.data.map((node) => (
        <ChannelNode key={node.id} node={node} selected={selected} onSelect={onSelect} />
      ))}
    </>
  );
}

function ChannelNode({
  node,
  selected,
  onSelect,
}: TreeProps & { node: { id: number; name: string; hasChild: boolean; contentCount: number } }) {
  const [opened, setOpened] = useState(false);
  return (
    <NavLink
      label={node.name}
      description={node.contentCount > 0 ? String(node.contentCount) : undefined}
      leftSection={opened ? <IconFolderOpen size={16} /> : <IconFolder size={16} />}
      active={selected === node.id}
      opened={opened}
      onChange={setOpened}
      onClick={() => onSelect(node.id)}
      childrenOffset={14}
      data-testid={`channel-node-${node.id}`}
    >
      {node.hasChild && opened ? <ChannelLevel parentId={node.id} selected={selected} onSelect={onSelect} /> : null}
      {/* An empty child marks the node as expandable before its children load. */}
      {node.hasChild && !opened ? <span /> : null}
    </NavLink>
  );
}

/** The channel tree beside the content list: a click lists a channel (with its sub-channels). */
export function ChannelTreeNav({ selected, onSelect }: TreeProps) {
  const { t } = useI18n();
  return (
    <Stack gap={4} data-testid="content-channel-tree">
      <Text size="xs" c="dimmed" fw={600}>
        {t("content.channels")}
      </Text>
      <ScrollArea.Autosize mah="70vh">
        <NavLink
          label={t("content.allChannels")}
          leftSection={<IconListDetails size={16} />}
          active={selected === undefined}
          onClick={() => onSelect(undefined)}
        />
        <ChannelLevel parentId={null} selected={selected} onSelect={onSelect} />
      </ScrollArea.Autosize>
    </Stack>
  );
}
