import { Button, Group } from "@mantine/core";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../kit/resource-format.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { Permitted } from "../../permissions/permitted.tsx";
import { CMS_TEXTS, fill } from "./cms-texts.ts";
import { useRunAction } from "./content-actions.tsx";

/** Restore (to a draft) or delete for ever the selected items of the recycle bin, after a confirmation. */
export function RecycleActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { locale } = useI18n();
  const run = useRunAction();
  const ask = (action: "cycle_recycle" | "cycle_delete", label: { zh: string; en: string }, danger: boolean) =>
    confirmAction({
      title: pick(CMS_TEXTS.confirmTitle, locale),
      message: fill(pick(CMS_TEXTS.confirmMessage, locale), { count: ids.length, action: pick(label, locale) }),
      confirmLabel: pick(CMS_TEXTS.confirm, locale),
      cancelLabel: pick(CMS_TEXTS.cancel, locale),
      danger,
      onConfirm: () =>
        run.mutate(
          { action, ids, values: { opinion: "", level: 0, expiresAt: null, channelId: null, channelIds: [] } },
          { onSuccess: onDone },
        ),
    });
  return (
    <Group gap="xs">
      <Permitted perm={CONTENT_KEYS.restore}>
        <Button
          size="xs"
          variant="light"
          disabled={ids.length === 0}
          onClick={() => ask("cycle_recycle", CMS_TEXTS.restore, false)}
          data-testid="content-restore"
        >
          {pick(CMS_TEXTS.restore, locale)}
        </Button>
      </Permitted>
      <Permitted perm={CONTENT_KEYS.purge}>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={ids.length === 0}
          onClick={() => ask("cycle_delete", CMS_TEXTS.purge, true)}
          data-testid="content-purge"
        >
          {pick(CMS_TEXTS.purge, locale)}
        </Button>
      </Permitted>
    </Group>
  );
}
