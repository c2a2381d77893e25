import { Button } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useState } from "react";
import { ActionLink } from "../../common/row-actions.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { ApiPasswordModal } from "./api-password-modal.tsx";
import { CallRecordsModal, DeliveriesModal } from "./log-modals.tsx";
import { SecretsModal } from "./secrets-modal.tsx";

// API accounts and web services are kit resources; what their pages add: the keys in clear or
// anew after the separate password, the password itself, the call records and the deliveries.

function AccountRowActions({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const name = String(row.appId);
  if (!usePermitted(OPERATION_KEYS.apiAccountSecrets)) return null;
  return (
    <>
      <ActionLink label={t("integration.secrets")} target={name} onClick={() => setOpen(true)} />
      {open ? <SecretsModal target={{ kind: "apiAccount", id: row.id, name }} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AccountToolbar() {
  const { t } = useI18n();
  const [open, setOpen] = useState<"password" | "records" | null>(null);
  const canPassword = usePermitted(OPERATION_KEYS.apiAccountUpdatePassword);
  const canRecords = usePermitted(OPERATION_KEYS.apiRecordList);
  return (
    <>
      {canPassword ? (
        <Button variant="default" onClick={() => setOpen("password")}>
          {t("integration.apiPassword")}
        </Button>
      ) : null}
      {canRecords ? (
        <Button variant="default" onClick={() => setOpen("records")}>
          {t("integration.records")}
        </Button>
      ) : null}
      {open === "password" ? <ApiPasswordModal onClose={() => setOpen(null)} /> : null}
      {open === "records" ? <CallRecordsModal onClose={() => setOpen(null)} /> : null}
    </>
  );
}

export const apiAccountListPage: Omit<ResourceListPageProps, "definition"> = {
  rowActions: (row) => <AccountRowActions row={row} />,
  toolbar: <AccountToolbar />,
};

function WebhookRowActions({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<"secret" | "deliveries" | null>(null);
  const canSecret = usePermitted(OPERATION_KEYS.webhookSecret);
  const canDeliveries = usePermitted(OPERATION_KEYS.webhookRecordList);
  const name = String(row.name);
  return (
    <>
      {canDeliveries ? (
        <ActionLink label={t("integration.deliveries")} target={name} onClick={() => setOpen("deliveries")} />
      ) : null}
      {canSecret ? (
        <ActionLink label={t("integration.secrets")} target={name} onClick={() => setOpen("secret")} />
      ) : null}
      {open === "secret" ? (
        <SecretsModal target={{ kind: "webhook", id: row.id, name }} onClose={() => setOpen(null)} />
      ) : null}
      {open === "deliveries" ? <DeliveriesModal webhookId={row.id} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

export const webhookListPage: Omit<ResourceListPageProps, "definition"> = {
  rowActions: (row) => <WebhookRowActions row={row} />,
};
