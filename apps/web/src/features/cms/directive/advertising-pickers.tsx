import { NumberInput, SimpleGrid } from "@mantine/core";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { wholeNumber } from "./content-pickers.tsx";
import type { AdvertisingDraft } from "./directive-drafts.ts";

/** The ad block's pickers: the ad space, and optionally one ad of it. */
export function AdvertisingPickers({
  draft,
  onChange,
}: {
  draft: AdvertisingDraft;
  onChange: (draft: AdvertisingDraft) => void;
}) {
  const { t } = useI18n();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberInput
        label={t("directive.aid")}
        required
        min={1}
        allowDecimal={false}
        value={draft.aid ?? ""}
        onChange={(value) => onChange({ ...draft, aid: wholeNumber(value) })}
      />
      <NumberInput
        label={t("directive.sid")}
        description={t("directive.sidHint")}
        min={1}
        allowDecimal={false}
        value={draft.sid ?? ""}
        onChange={(value) => onChange({ ...draft, sid: wholeNumber(value) ?? null })}
      />
    </SimpleGrid>
  );
}
