import { Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { ChannelOption } from "../channel-options.ts";
import type { ChannelDraft } from "./directive-drafts.ts";
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
  const { t } = useI18n();
  const set = (patch: Partial<ChannelDraft>) => onChange({ ...draft, ...patch });
  const mode = draft.mode ?? "list";
  const listType = draft.listType ?? "childs";
  // The top level needs no channel; every other choice reads one (childs may go without).
  const needsChannel = mode === "single" || listType === "brothers";

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t("directive.channelMode")}
        </Text>
        <SegmentedControl
          aria-label={t("directive.channelMode")}
          value={mode}
          onChange={(value) => set({ mode: value as typeof mode })}
          data={[
            { value: "list", label: t("directive.channelModeList") },
            { value: "single", label: t("directive.channelModeSingle") },
          ]}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {mode === "list" ? (
          <Select
            label={t("directive.listType")}
            value={listType}
            onChange={(value) => set({ listType: (value ?? "childs") as ListType })}
            allowDeselect={false}
            data={[
              { value: "childs", label: t("directive.listChilds") },
              { value: "top", label: t("directive.listTop") },
              { value: "brothers", label: t("directive.listBrothers") },
            ]}
          />
        ) : (
          <Select
            label={t("directive.singleType")}
            value={draft.singleType ?? "channel"}
            onChange={(value) => set({ singleType: (value ?? "channel") as SingleType })}
            allowDeselect={false}
            data={[
              { value: "channel", label: t("directive.singleChannel") },
              { value: "top", label: t("directive.singleTop") },
              { value: "parent", label: t("directive.singleParent") },
              { value: "navigation", label: t("directive.singleNavigation") },
            ]}
          />
        )}
        {mode === "list" && listType === "top" ? null : (
          <Select
            label={t("directive.channel")}
            placeholder={needsChannel ? undefined : t("directive.channelNone")}
            required={needsChannel}
            data={channels}
            value={draft.channelId ? String(draft.channelId) : null}
            onChange={(value) => set({ channelId: value ? Number(value) : null })}
            searchable
            clearable={!needsChannel}
            nothingFoundMessage={t("directive.noChannels")}
          />
        )}
      </SimpleGrid>
      <LinkTargetSelect value={draft.target ?? "_self"} onChange={(target) => set({ target })} />
      <Group gap="lg">
        {mode === "list" ? (
          <Checkbox
            label={t("directive.hasContent")}
            checked={draft.hasContent ?? false}
            onChange={(event) => set({ hasContent: event.currentTarget.checked })}
          />
        ) : null}
        <Checkbox
          label={t("directive.showDescription")}
          checked={draft.showDescription ?? false}
          onChange={(event) => set({ showDescription: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
