import { Group } from "@mantine/core";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { ConfirmButton } from "../../common/confirm-button.tsx";
import { useRunAction } from "./content-actions.tsx";

/** Restore (to a draft) or delete for ever the selected items of the recycle bin, after a confirmation. */
export function RecycleActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useI18n();
  const run = useRunAction();
  const question = (action: UiKey) => t("content.confirmMessage", { count: ids.length, action: t(action) });
  const runOnSelection = (action: "cycle_recycle" | "cycle_delete") =>
    run.mutate(
      { action, ids, values: { opinion: "", level: 0, expiresAt: null, channelId: null, channelIds: [] } },
      { onSuccess: onDone },
    );
  return (
    <Group gap="xs">
      <ConfirmButton
        perm={CONTENT_KEYS.restore}
        message={question("content.restore")}
        onConfirm={() => runOnSelection("cycle_recycle")}
        selected={ids.length}
        testId="content-restore"
      >
        {t("content.restore")}
      </ConfirmButton>
      <ConfirmButton
        perm={CONTENT_KEYS.purge}
        message={question("content.purge")}
        danger
        onConfirm={() => runOnSelection("cycle_delete")}
        selected={ids.length}
        testId="content-purge"
      >
        {t("content.purge")}
      </ConfirmButton>
    </Group>
  );
}
