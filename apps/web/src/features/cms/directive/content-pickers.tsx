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
import type { ChannelOption } from "../channel-options.ts";
import type { ContentDraft } from "./directive-drafts.ts";
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
  const { locale, t } = useI18n();
  const set = (patch: Partial<ContentDraft>) => onChange({ ...draft, ...patch });
  const mode = draft.mode ?? "list";
  const recommend = draft.recommend === true ? "yes" : draft.recommend === false ? "no" : "any";

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t("directive.contentMode")}
        </Text>
        <SegmentedControl
          aria-label={t("directive.contentMode")}
          value={mode}
          onChange={(value) => set({ mode: value as typeof mode })}
          data={[
            { value: "list", label: t("directive.modeList") },
            { value: "page", label: t("directive.modePage") },
            { value: "single", label: t("directive.modeSingle") },
          ]}
        />
      </div>
      {mode === "single" ? (
        <NumberInput
          label={t("directive.contentId")}
          required
          min={1}
          allowDecimal={false}
          value={draft.contentId ?? ""}
          onChange={(value) => set({ contentId: wholeNumber(value) ?? null })}
        />
      ) : (
        <>
          <MultiSelect
            label={t("directive.channels")}
            description={t("directive.channelsHint")}
            data={channels}
            value={(draft.channelIds ?? []).map(String)}
            onChange={(values) => set({ channelIds: values.map(Number) })}
            searchable
            clearable
            nothingFoundMessage={t("directive.noChannels")}
          />
          <MultiSelect
            label={t("directive.types")}
            description={t("directive.typesHint")}
            data={types}
            value={(draft.typeIds ?? []).map(String)}
            onChange={(values) => set({ typeIds: values.map(Number) })}
            clearable
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t("directive.recommend")}
              value={recommend}
              onChange={(value) => set({ recommend: RECOMMEND[(value ?? "any") as keyof typeof RECOMMEND] })}
              allowDeselect={false}
              data={[
                { value: "any", label: t("directive.recommendAny") },
                { value: "yes", label: t("directive.recommendYes") },
                { value: "no", label: t("directive.recommendNo") },
              ]}
            />
            <NumberInput
              label={t("directive.count")}
              min={1}
              max={100}
              allowDecimal={false}
              value={draft.count ?? 10}
              onChange={(value) => set({ count: wholeNumber(value) })}
            />
            <Select
              label={t("directive.orderBy")}
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
            label={t("directive.titleImg")}
            checked={draft.titleImg ?? false}
            onChange={(event) => set({ titleImg: event.currentTarget.checked })}
          />
        </>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t("directive.titleLength")}
          description={t("directive.titleLengthHint")}
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
          label={t("directive.showDate")}
          checked={draft.showDate ?? true}
          onChange={(event) => set({ showDate: event.currentTarget.checked })}
        />
        <Checkbox
          label={t("directive.showDescription")}
          checked={draft.showDescription ?? false}
          onChange={(event) => set({ showDescription: event.currentTarget.checked })}
        />
        <Checkbox
          label={t("directive.showImage")}
          checked={draft.showImage ?? false}
          onChange={(event) => set({ showImage: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
