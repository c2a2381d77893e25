import { Badge, Text, TextInput } from "@mantine/core";
import { defineResource } from "@suyuan/contracts/kit/define-resource";
import { withInput } from "@suyuan/contracts/kit/fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { userResource, ZUsername } from "@suyuan/contracts/user/user-resource";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ResourceAddPage, type ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import { NEW_PASSWORD_FIELDS, passwordsMatch } from "../../common/new-password-fields.ts";
import { EMPTY, ResourceValue } from "../../kit/resource-format.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { ActionLink, BulkButton } from "../../common/row-actions.tsx";
import { ResetPasswordModal } from "./reset-password-modal.tsx";

// The user pages are the kit's, with what accounts add: the password on the add page (given
// twice, never shown back), the username fixed once created, enable / disable and password reset
// as row and bulk actions.

const username = (row: ResourceRow) => String(row.username);

/** Confirms, then enables or disables the users (their sessions end when disabled). */
function useAskEnabled() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const setEnabled = useMutation(trpc.user.updateEnabled.mutationOptions());
  return (rows: ResourceRow[], enabled: boolean, done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        rows.length === 1
          ? t(enabled ? "user.enableOneConfirm" : "user.disableOneConfirm", { name: username(rows[0]!) })
          : t(enabled ? "user.enableConfirm" : "user.disableConfirm", { count: rows.length }),
      confirmLabel: enabled ? t("common.enable") : t("common.disable"),
      cancelLabel: t("common.cancel"),
      danger: !enabled,
      onConfirm: () =>
        setEnabled.mutate(
          { ids: rows.map((row) => row.id), enabled },
          {
            onSuccess: (result) => {
              notifySuccess(t(enabled ? "user.enabledDone" : "user.disabledDone", { count: result.updated }));
              done?.();
              void queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });
}

function UserRowActions({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  const canReset = usePermitted(OPERATION_KEYS.userResetPassword);
  const canEnable = usePermitted(OPERATION_KEYS.userEnable);
  const askEnabled = useAskEnabled();
  const [resetting, setResetting] = useState(false);
  return (
    <>
      {canReset ? (
        <ActionLink label={t("user.resetPassword")} target={username(row)} onClick={() => setResetting(true)} />
      ) : null}
      {canEnable ? (
        <ActionLink
          label={row.enabled ? t("common.disable") : t("common.enable")}
          target={username(row)}
          color={row.enabled ? "orange" : undefined}
          onClick={() => askEnabled([row], !row.enabled)}
        />
      ) : null}
      {resetting ? (
        <ResetPasswordModal user={{ id: row.id, username: username(row) }} onClose={() => setResetting(false)} />
      ) : null}
    </>
  );
}

function BulkEnable({ rows, clear }: { rows: ResourceRow[]; clear: () => void }) {
  const { t } = useI18n();
  const askEnabled = useAskEnabled();
  return usePermitted(OPERATION_KEYS.userEnable) ? (
    <>
      <BulkButton icon={IconLockOpen} onClick={() => askEnabled(rows, true, clear)}>
        {t("user.bulkEnable")}
      </BulkButton>
      <BulkButton icon={IconLock} color="orange" onClick={() => askEnabled(rows, false, clear)}>
        {t("user.bulkDisable")}
      </BulkButton>
    </>
  ) : null;
}

function EnabledBadge({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return row.enabled ? (
    <Badge color="green" variant="light">
      {t("common.enabled")}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t("common.disabled")}
    </Badge>
  );
}

function LastLogin({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  return row.lastLoginAt ? (
    <ResourceValue definition={userResource} name="lastLoginAt" row={row} />
  ) : (
    <Text c="dimmed" size="sm">
      {t("user.neverLoggedIn")}
    </Text>
  );
}

export const userListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "用户管理", en: "Users" },
  testId: "users-page",
  columns: {
    enabled: { Cell: ({ row }) => <EnabledBadge row={row.original} /> },
    lastLoginAt: { Cell: ({ row }) => <LastLogin row={row.original} /> },
  },
  rowActions: (row) => <UserRowActions row={row} />,
  bulkActions: (rows, clear) => <BulkEnable rows={rows} clear={clear} />,
};

const formHint = { zh: "带 * 的为必填项。", en: "Fields marked * are required." };

/**
 * The add page's form: the user's fields with the username required, and the first password
 * given twice. `user.create` takes the password (and leaves the repeat out).
 */
export const userAddForm = defineResource({
  ...userResource,
  fields: {
    ...userResource.fields,
    username: withInput(userResource.fields.username, ZUsername),
    ...NEW_PASSWORD_FIELDS,
  },
  sections: [
    { title: { zh: "账号信息", en: "Account" }, fields: ["username", "password", "password2"] },
    ...(userResource.sections ?? []).slice(1),
  ],
  refine: passwordsMatch,
  refineAlways: true,
});

/** New users start in the site the administrator is working on. */
export function UserAddPage() {
  const { siteId } = useMe();
  const defaults = useMemo(() => (siteId ? { siteIds: [String(siteId)] } : undefined), [siteId]);
  return <ResourceAddPage definition={userAddForm} defaults={defaults} testId="user-add-page" hint={formHint} />;
}

export const userEditPage: Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames"> = {
  testId: "user-edit-page",
  hint: formHint,
  // Set once, on creation.
  fieldOverrides: {
    username: ({ label, value }) => (
      <TextInput label={label} value={typeof value === "string" ? value : EMPTY} disabled />
    ),
  },
};
