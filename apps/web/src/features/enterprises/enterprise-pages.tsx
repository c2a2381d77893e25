import { Button, SimpleGrid, Text } from "@mantine/core";
import { IconChecklist } from "@tabler/icons-react";
import { enterpriseResource } from "@suyuan/contracts/enterprise/enterprise-resource";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { Link, useSearch } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ResourceEditPage, type ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import { ResourceValue } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import type { Trpc } from "../../lib/trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { FormSection } from "../../common/form-section.tsx";
import { RowLink } from "../../common/row-actions.tsx";
import { MyEnterprisePage } from "./my-enterprise-page.tsx";

// The enterprise pages are the kit's, with what enterprises add: examination (审核 on pending
// rows and on the view page, the result under the details), the state beside the edit title, the
// export laid out by hand, and the member's own enterprise on /enterprise/update without an id.

const enterprise = enterpriseResource;

function CheckLink({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return usePermitted("/enterprise/check") && row.status === "pending" ? (
    <RowLink
      to="/enterprise/check"
      search={{ id: row.id }}
      c="orange"
      aria-label={`${t("enterprise.check")} ${String(row.name)}`}
    >
      {t("enterprise.check")}
    </RowLink>
  ) : null;
}

export const enterpriseListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "企业列表", en: "Enterprises" },
  testId: "enterprises-page",
  exportAs: { name: "enterprises", key: OPERATION_KEYS.enterpriseExport },
  rowActions: (row) => <CheckLink row={row} />,
};

const formHint = {
  zh: "带 * 的为必填项。管理员新增的企业直接为已通过状态。",
  en: "Fields marked * are required. Enterprises added by an administrator are approved at once.",
};

/** A saved enterprise changes the enterprise choices of other forms. */
const refresh = (trpc: Trpc) => [trpc.lookup.enterprises.pathKey()];

export const enterpriseAddPage: Omit<ResourceFormPageProps, "definition"> = {
  testId: "enterprise-add-page",
  hint: formHint,
  refresh,
};

const editPage: Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames"> = {
  testId: "enterprise-edit-page",
  hint: formHint,
  refresh,
  actions: (item) => <ResourceValue definition={enterprise} name="status" row={item} />,
};

/** With `id`: staff editing any enterprise. Without: the signed-in member's own enterprise. */
export function EnterpriseUpdatePage() {
  const { id }: { id?: number } = useSearch({ strict: false });
  return id ? <ResourceEditPage key={id} definition={enterprise} id={id} {...editPage} /> : <MyEnterprisePage />;
}

/** The examination's outcome (state, when, opinion) once there is one. */
export function CheckResult({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  if (item.status === "pending" && !item.checkOpinion) return null;
  return (
    <FormSection title={t("enterprise.checkResult")}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Fact label={t("common.status")}>
          <ResourceValue definition={enterprise} name="status" row={item} />
        </Fact>
        <Fact label={t("enterprise.checkedAt")}>
          <ResourceValue definition={enterprise} name="checkedAt" row={item} />
        </Fact>
        <Fact label={t("enterprise.checkOpinion")}>
          <ResourceValue definition={enterprise} name="checkOpinion" row={item} />
        </Fact>
      </SimpleGrid>
    </FormSection>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function CheckButton({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  return item.status === "pending" ? (
    <Permitted perm="/enterprise/check">
      <Button
        renderRoot={(props) => <Link {...props} to="/enterprise/check" search={{ id: item.id }} />}
        variant="light"
        leftSection={<IconChecklist size={16} />}
      >
        {t("enterprise.check")}
      </Button>
    </Permitted>
  ) : null;
}

export const enterpriseViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  testId: "enterprise-view-page",
  actions: (item) => <CheckButton item={item} />,
  children: (item) => <CheckResult item={item} />,
};
