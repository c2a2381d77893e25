import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { CONTENT_ORDERS } from "@suyuan/contracts/directive/content-order";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { pick } from "../../../i18n/pick-label.ts";
import type { ChannelOption } from "../channel-options.ts";
import type { ContentDraft } from "./directive-drafts.ts";
import { DIRECTIVE_TEXTS as T, type DirectiveTextKey } from "./directive-texts.ts";
import { LinkTargetSelect } from "./link-target-select.tsx";

/** A number field's value: a whole number, or undefined while empty (the schema then names it). */
export const wholeNumber = (value: string | number) =>
  typeof value === "number" ? value : value.trim() === "" ? undefined : Number(value);

const RECOMMEND = { any: null, yes: true, no: false } as const;

/** The content list's pickers: which content (channels, types, flags, count, order) and how it shows. */
export function ContentPickers({
  draft,
  onChange,
  channels,
  types,
}: {
  draft: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  channels: ChannelOption[];
  types: ChannelOption[];
}) {
  const { locale } = useI18n();
  const text = (key: DirectiveTextKey) => pick(T[key], locale);
  const set = (patch: Partial<ContentDraft>) => onChange({ ...draft, ...patch });
  const mode = draft.mode ?? "list";
  const recommend = draft.recommend === true ? "yes" : draft.recommend === false ? "no" : "any";

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {text("contentMode")}
        </Text>
        <SegmentedControl
          aria-label={text("contentMode")}
          value={mode}
          onChange={(value) => set({ mode: value as typeof mode })}
          data={[
            { value: "list", label: text("modeList") },
            { value: "page", label: text("modePage") },
            { value: "single", label: text("modeSingle") },
          ]}
        />
      </div>
      {mode === "single" ? (
        <NumberInput
          label={text("contentId")}
          required
          min={1}
          allowDecimal={false}
          value={draft.contentId ?? ""}
          onChange={(value) => set({ contentId: wholeNumber(value) ?? null })}
        />
      ) : (
        <>
          <MultiSelect
            label={text("channels")}
            description={text("channelsHint")}
            data={channels}
            value={(draft.channelIds ?? []).map(String)}
            onChange={(values) => set({ channelIds: values.map(Number) })}
            searchable
            clearable
            nothingFoundMessage={text("noChannels")}
          />
          <MultiSelect
            label={text("types")}
            description={text("typesHint")}
            data={types}
            value={(draft.typeIds ?? []).map(String)}
            onChange={(values) => set({ typeIds: values.map(Number) })}
            clearable
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={text("recommend")}
              value={recommend}
              onChange={(value) => set({ recommend: RECOMMEND[(value ?? "any") as keyof typeof RECOMMEND] })}
              allowDeselect={false}
              data={[
                { value: "any", label: text("recommendAny") },
                { value: "yes", label: text("recommendYes") },
                { value: "no", label: text("recommendNo") },
              ]}
            />
            <NumberInput
              label={text("count")}
              min={1}
              max={100}
              allowDecimal={false}
              value={draft.count ?? 10}
              onChange={(value) => set({ count: wholeNumber(value) })}
            />
            <Select
              label={text("orderBy")}
              value={String(draft.orderBy ?? 4)}
              onChange={(value) => set({ orderBy: Number(value ?? 4) })}
              allowDeselect={false}
              data={CONTENT_ORDERS.map((order) => ({
                value: String(order.code),
                label: `${order.code} ${locale === "en" ? order.en : order.zh}`,
              }))}
            />
          </SimpleGrid>
          <Checkbox
            label={text("titleImg")}
            checked={draft.titleImg ?? false}
            onChange={(event) => set({ titleImg: event.currentTarget.checked })}
          />
        </>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={text("titleLength")}
          description={text("titleLengthHint")}
          min={0}
          max={200}
          allowDecimal={false}
          value={draft.titleLength ?? 30}
          onChange={(value) => set({ titleLength: wholeNumber(value) })}
        />
        <LinkTargetSelect value={draft.target ?? "_self"} onChange={(target) => set({ target })} />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox
          label={text("showDate")}
          checked={draft.showDate ?? true}
          onChange={(event) => set({ showDate: event.currentTarget.checked })}
        />
        <Checkbox
          label={text("showDescription")}
          checked={draft.showDescription ?? false}
          onChange={(event) => set({ showDescription: event.currentTarget.checked })}
        />
        <Checkbox
          label={text("showImage")}
          checked={draft.showImage ?? false}
          onChange={(event) => set({ showImage: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
