import { goodsResource } from "@suyuan/contracts/goods/goods-resource";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import { ResourceValue } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { RowLink } from "../../common/row-actions.tsx";

// The goods pages are the kit's, with what goods add: 审核 on pending rows (for examiners), the
// state beside the edit title, and the export laid out by hand.

function ExamineLink({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return usePermitted("/goods/examine") && row.status === "pending" ? (
    <RowLink
      to="/goods/examine"
      search={{ id: row.id }}
      c="orange"
      aria-label={`${t("goods.examine")} ${String(row.name)}`}
    >
      {t("goods.examine")}
    </RowLink>
  ) : null;
}

export const goodsListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "商品列表", en: "Goods" },
  testId: "goods-page",
  exportAs: { name: "goods", key: OPERATION_KEYS.goodsExport },
  rowActions: (row) => <ExamineLink row={row} />,
};

const formHint = {
  zh: "带 * 的为必填项。企业成员新增的商品归属本企业，需经平台审核。",
  en: "Fields marked * are required. Goods added by enterprise members belong to their enterprise and are examined.",
};

export const goodsAddPage: Omit<ResourceFormPageProps, "definition"> = { testId: "goods-add-page", hint: formHint };

export const goodsEditPage: Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames"> = {
  testId: "goods-edit-page",
  hint: formHint,
  actions: (item) => <ResourceValue definition={goodsResource} name="status" row={item} />,
};
