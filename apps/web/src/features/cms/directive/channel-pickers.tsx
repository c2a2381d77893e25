import { Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import type { ChannelOption } from "../channel-options.ts";
import type { ChannelDraft } from "./directive-drafts.ts";
import { DIRECTIVE_TEXTS as T, type DirectiveTextKey } from "./directive-texts.ts";
import { LinkTargetSelect } from "./link-target-select.tsx";

type ListType = NonNullable<ChannelDraft["listType"]>;
type SingleType = NonNullable<ChannelDraft["singleType"]>;

/** The channel pickers: a list (children, top level, siblings) or one channel (or its trail). */
export function ChannelPickers({
  draft,
  onChange,
  channels,
}: {
  draft: ChannelDraft;
  onChange: (draft: ChannelDraft) => void;
  channels: ChannelOption[];
}) {
  const { locale } = useI18n();
  const text = (key: DirectiveTextKey) => pick(T[key], locale);
  const set = (patch: Partial<ChannelDraft>) => onChange({ ...draft, ...patch });
  const mode = draft.mode ?? "list";
  const listType = draft.listType ?? "childs";
  // The top level needs no channel; every other choice reads one (childs may go without).
  const needsChannel = mode === "single" || listType === "brothers";

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {text("channelMode")}
        </Text>
        <SegmentedControl
          aria-label={text("channelMode")}
          value={mode}
          onChange={(value) => set({ mode: value as typeof mode })}
          data={[
            { value: "list", label: text("channelModeList") },
            { value: "single", label: text("channelModeSingle") },
          ]}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {mode === "list" ? (
          <Select
            label={text("listType")}
            value={listType}
            onChange={(value) => set({ listType: (value ?? "childs") as ListType })}
            allowDeselect={false}
            data={[
              { value: "childs", label: text("listChilds") },
              { value: "top", label: text("listTop") },
              { value: "brothers", label: text("listBrothers") },
            ]}
          />
        ) : (
          <Select
            label={text("singleType")}
            value={draft.singleType ?? "channel"}
            onChange={(value) => set({ singleType: (value ?? "channel") as SingleType })}
            allowDeselect={false}
            data={[
              { value: "channel", label: text("singleChannel") },
              { value: "top", label: text("singleTop") },
              { value: "parent", label: text("singleParent") },
              { value: "navigation", label: text("singleNavigation") },
            ]}
          />
        )}
        {mode === "list" && listType === "top" ? null : (
          <Select
            label={text("channel")}
            placeholder={needsChannel ? undefined : text("channelNone")}
            required={needsChannel}
            data={channels}
            value={draft.channelId ? String(draft.channelId) : null}
            onChange={(value) => set({ channelId: value ? Number(value) : null })}
            searchable
            clearable={!needsChannel}
            nothingFoundMessage={text("noChannels")}
          />
        )}
      </SimpleGrid>
      <LinkTargetSelect value={draft.target ?? "_self"} onChange={(target) => set({ target })} />
      <Group gap="lg">
        {mode === "list" ? (
          <Checkbox
            label={text("hasContent")}
            checked={draft.hasContent ?? false}
            onChange={(event) => set({ hasContent: event.currentTarget.checked })}
          />
        ) : null}
        <Checkbox
          label={text("showDescription")}
          checked={draft.showDescription ?? false}
          onChange={(event) => set({ showDescription: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
