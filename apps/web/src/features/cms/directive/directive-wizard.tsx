import { Alert, Button, Group, Loader, Radio, SimpleGrid, Stack, Stepper, Text, TextInput } from "@mantine/core";
import { generateDirectiveCode } from "@suyuan/contracts/directive/directive-code";
import { DIRECTIVE_NAME_MAX, ZCreateDirectiveInput } from "@suyuan/contracts/directive/directive-operations";
import {
  ZDirectiveParams,
  type TDirectiveKind,
  type TDirectiveParams,
} from "@suyuan/contracts/directive/directive-params";
import { useMemo, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { UiKey } from "../../../i18n/ui-messages-zh.ts";
import { notifyFailure, serverFieldErrors } from "../../../lib/failure.ts";
import { checkConverted, useFormState } from "../../../lib/use-form-state.ts";
import type { ChannelOption } from "../channel-options.ts";
import { AdvertisingPickers } from "./advertising-pickers.tsx";
import { ChannelPickers } from "./channel-pickers.tsx";
import { ContentPickers } from "./content-pickers.tsx";
import { DirectiveCodeBlock } from "./directive-code-block.tsx";
import { DIRECTIVE_KIND_ORDER, draftsOf, type Drafts } from "./directive-drafts.ts";

export type DirectiveSave = { name: string; params: TDirectiveParams };

export const KIND_TEXT: Record<TDirectiveKind, { label: UiKey; hint: UiKey }> = {
  content_list: { label: "directive.kindContent", hint: "directive.kindContentHint" },
  channel_list: { label: "directive.kindChannel", hint: "directive.kindChannelHint" },
  advertising: { label: "directive.kindAdvertising", hint: "directive.kindAdvertisingHint" },
};

type Values = { name: string; kind: TDirectiveKind; drafts: Drafts };

// Saved as create and update take it: the name and the chosen kind's picks.
const CHECK = checkConverted(ZCreateDirectiveInput, (values: Values) => ({
  name: values.name,
  params: values.drafts[values.kind],
}));

/**
 * The tag wizard: 1 the kind, 2 its pickers, 3 the tag and a name to save it under. The tag is
 * generated here with the server's own function, live, so what is shown is what is stored.
 */
export function DirectiveWizard({
  initial,
  channels,
  types,
  loadingChoices,
  submitting,
  onSubmit,
  onCancel,
}: {
  initial: DirectiveSave | null;
  channels: ChannelOption[];
  types: ChannelOption[];
  loadingChoices: boolean;
  submitting: boolean;
  onSubmit: (save: DirectiveSave) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, ts } = useI18n();
  // An edit opens on the pickers: its kind is chosen already.
  const [step, setStep] = useState(initial ? 1 : 0);
  const form = useFormState<Values, DirectiveSave>(
    {
      name: initial?.name ?? "",
      kind: initial?.params.kind ?? "content_list",
      drafts: draftsOf(initial?.params ?? null),
    },
    CHECK,
  );
  const { values, setValue } = form;
  const { name, kind, drafts } = values;

  const parsed = useMemo(() => ZDirectiveParams.safeParse(drafts[kind]), [drafts, kind]);
  const code = parsed.success ? generateDirectiveCode(parsed.data) : null;
  const problem = parsed.success ? null : ts(parsed.error.issues[0]?.message ?? "validation.invalid");
  const setDraft =
    <K extends TDirectiveKind>(key: K) =>
    (draft: Drafts[K]) =>
      setValue("drafts", (current) => ({ ...current, [key]: draft }));

  const save = async () => {
    const checked = form.validate();
    if (!checked) return;
    try {
      await onSubmit(checked);
    } catch (error) {
      const message = serverFieldErrors(notifyFailure(error, t)).name;
      if (message) form.setErrors({ name: message });
    }
  };

  const preview = code ? <DirectiveCodeBlock code={code} /> : <Alert color="orange">{problem}</Alert>;
  return (
    <Stack gap="md" data-testid="directive-wizard">
      <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t("directive.stepKind")}>
          <Radio.Group value={kind} onChange={(value) => setValue("kind", value as TDirectiveKind)}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
              {DIRECTIVE_KIND_ORDER.map((option) => (
                <Radio.Card key={option} value={option} p="md" radius="md">
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <div>
                      <Text fw={500}>{t(KIND_TEXT[option].label)}</Text>
                      <Text size="xs" c="dimmed">
                        {t(KIND_TEXT[option].hint)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        </Stepper.Step>
        <Stepper.Step label={t("directive.stepPickers")}>
          <Stack gap="md" mt="sm">
            {loadingChoices && kind !== "advertising" ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t("directive.loadingChoices")}
                </Text>
              </Group>
            ) : null}
            {kind === "content_list" ? (
              <ContentPickers
                draft={drafts.content_list}
                onChange={setDraft("content_list")}
                channels={channels}
                types={types}
              />
            ) : kind === "channel_list" ? (
              <ChannelPickers draft={drafts.channel_list} onChange={setDraft("channel_list")} channels={channels} />
            ) : (
              <AdvertisingPickers draft={drafts.advertising} onChange={setDraft("advertising")} />
            )}
            {preview}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t("directive.stepPreview")}>
          <Stack gap="md" mt="sm">
            <TextInput
              label={t("directive.name")}
              required
              maxLength={DIRECTIVE_NAME_MAX}
              value={name}
              error={form.errors.name ? ts(form.errors.name) : null}
              onChange={(event) => setValue("name", event.currentTarget.value)}
            />
            {preview}
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t("directive.cancel")}
        </Button>
        {step > 0 ? (
          <Button variant="default" onClick={() => setStep(step - 1)}>
            {t("directive.previous")}
          </Button>
        ) : null}
        {step < 2 ? (
          <Button onClick={() => setStep(step + 1)} disabled={step === 1 && !parsed.success}>
            {t("directive.next")}
          </Button>
        ) : (
          <Button onClick={() => void save()} loading={submitting} disabled={!parsed.success}>
            {t("directive.save")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
