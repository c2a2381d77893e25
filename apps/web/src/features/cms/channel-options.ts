import type { TChannelSelectNode } from "@suyuan/contracts/channel/channel-queries";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTrpc } from "../../lib/use-trpc.ts";

export type ChannelOption = { value: string; label: string };

/** The tree flattened in order, each channel labelled with its path (新闻动态 / 本地要闻). */
export function flattenChannels(nodes: readonly TChannelSelectNode[], prefix = ""): ChannelOption[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ value: String(node.id), label }, ...flattenChannels(node.child ?? [], label)];
  });
}

/** Every channel of the current site as select options (for content forms and move/copy/refer). */
export function useChannelOptions(): { options: ChannelOption[]; loading: boolean } {
  const query = useQuery(useTrpc().channel.all.queryOptions({ hasContentOnly: false }, { staleTime: 30_000 }));
  const options = useMemo(() => flattenChannels(query.data ?? []), [query.data]);
  return { options, loading: query.isPending };
}
