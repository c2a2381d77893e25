import { Anchor, Modal, Text } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { recallResource, type TRecallItem } from "@suyuan/contracts/recall/recall-resource";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { useResourceSearch } from "../../kit/resource-list-page.tsx";
import { filtersOf, type ResourceRow } from "../../kit/resource-search.ts";
import { exportHref } from "../../lib/export-link.ts";
import { pagingOf } from "../../lib/list-search.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { ActionLink, ExportMenu } from "../../common/row-actions.tsx";
import { RecallCloseModal } from "./recall-close-modal.tsx";
import { RecallDetails } from "./recall-details.tsx";
import { RecallLevelBadge, RecallStatusBadge } from "../../common/recall-labels.tsx";

// The recall list is the kit's list page with what differs: level and state badges, the batch
// numbers, the details in a dialog, closing (or the close note of a closed recall) per row, and
// the export that names each batch's goods (GET /export/recalls).

/** The kit's rows are the recall API's items. */
const recallOf = (row: ResourceRow) => row as unknown as TRecallItem;

/** Up to three batch numbers, then how many more. */
function batchesText(recall: TRecallItem): string {
  const numbers = recall.batches.map((batch) => batch.batchNo);
  return numbers.length <= 3 ? numbers.join("、") : `${numbers.slice(0, 3).join("、")} …(${numbers.length})`;
}

function DetailsModal({ recall, opened, onClose }: { recall: TRecallItem; opened: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal opened={opened} onClose={onClose} title={t("recall.viewTitle")} size="lg" centered>
      {opened ? <RecallDetails recall={recall} /> : null}
    </Modal>
  );
}

/** The title opens the details. */
function RecallTitle({ recall }: { recall: TRecallItem }) {
  const { t } = useI18n();
  const [viewing, setViewing] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => setViewing(true)}
        aria-label={`${t("common.view")} ${recall.title}`}
      >
        {recall.title}
      </Anchor>
      <DetailsModal recall={recall} opened={viewing} onClose={() => setViewing(false)} />
    </>
  );
}

/** 查看 (details), and for editors 关闭召回 on an active recall or 修改关闭说明 on a closed one. */
function RecallRowActions({ recall }: { recall: TRecallItem }) {
  const { t } = useI18n();
  const canEdit = usePermitted("/recall/update");
  const [viewing, setViewing] = useState(false);
  const [closing, setClosing] = useState(false);
  const active = recall.status === "active";
  return (
    <>
      <ActionLink label={t("common.view")} target={recall.title} onClick={() => setViewing(true)} />
      {canEdit ? (
        <ActionLink
          label={t(active ? "recall.close" : "recall.editCloseNote")}
          target={recall.title}
          {...(active ? { color: "red" } : {})}
          onClick={() => setClosing(true)}
        />
      ) : null}
      <DetailsModal recall={recall} opened={viewing} onClose={() => setViewing(false)} />
      <RecallCloseModal recall={closing ? recall : null} onClose={() => setClosing(false)} />
    </>
  );
}

/** The export of the list's current filters. */
function RecallExport() {
  const search = useResourceSearch(recallResource);
  const filters = { sortBy: search.sortBy, sortDir: pagingOf(search).sortDir, ...filtersOf(recallResource, search) };
  return (
    <Permitted perm={OPERATION_KEYS.recallExport}>
      <ExportMenu csv={exportHref("recalls", "csv", filters)} xlsx={exportHref("recalls", "xlsx", filters)} />
    </Permitted>
  );
}

export const recallListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: {
    title: { size: 200, Cell: ({ row }) => <RecallTitle recall={recallOf(row.original)} /> },
    level: { size: 90, Cell: ({ row }) => <RecallLevelBadge level={recallOf(row.original).level} /> },
    status: { size: 90, Cell: ({ row }) => <RecallStatusBadge status={recallOf(row.original).status} /> },
    batches: {
      size: 180,
      Cell: ({ row }) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
          {batchesText(recallOf(row.original))}
        </Text>
      ),
    },
  },
  rowActions: (row) => <RecallRowActions recall={recallOf(row)} />,
  toolbar: <RecallExport />,
};
