import { Badge } from "@mantine/core";
import { POVERTY_STATE_LABELS } from "@suyuan/contracts/person-info/person-info-resource";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { EMPTY } from "../../kit/resource-format.tsx";
import { isPovertyState, POVERTY_STATE_COLORS } from "./person-state.ts";

/** A household's poverty state as a coloured badge (在册 / 已脱贫 / 返贫). */
export function PersonStateBadge({ state }: { state: unknown }) {
  const { locale } = useI18n();
  if (!isPovertyState(state)) return EMPTY;
  return (
    <Badge variant="light" color={POVERTY_STATE_COLORS[state]} data-testid="person-state-badge">
      {pick(POVERTY_STATE_LABELS[state], locale)}
    </Badge>
  );
}
