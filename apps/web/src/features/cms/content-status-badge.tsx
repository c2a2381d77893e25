import { Badge } from "@mantine/core";
import { CONTENT_STATUS_LABELS, isContentStatus } from "@suyuan/contracts/content/content-status";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";

/** The badge colour of each status code (spec section 4). */
const CONTENT_STATUS_COLORS: Record<number, string> = {
  [-1]: "orange",
  0: "gray",
  1: "blue",
  2: "green",
  3: "red",
  4: "grape",
  5: "teal",
};

/** A content item's status as its label, coloured. */
export function ContentStatusBadge({ status }: { status: number | null }) {
  const { locale } = useI18n();
  if (status === null || !isContentStatus(status)) return <>—</>;
  return (
    <Badge variant="light" color={CONTENT_STATUS_COLORS[status] ?? "gray"}>
      {pick(CONTENT_STATUS_LABELS[status], locale)}
    </Badge>
  );
}
