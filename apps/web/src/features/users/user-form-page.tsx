import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import type { Trpc } from "../../lib/trpc.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { EnterpriseSelect } from "./enterprise-select.tsx";
import { rolesLookupOptions, sitesLookupOptions, toSelectData } from "./lookups.ts";
import { UserForm } from "./user-form.tsx";
import { emptyUserValues, valuesFromUser, type UserFormOutput } from "./user-form-values.ts";

export function userQueryOptions(trpc: Trpc, id: number) {
  return trpc.user.get.queryOptions({ id }, { staleTime: 0 });
}

export function UserAddPage() {
  const { t } = useI18n();
  const me = useMe();
  // New users start in the site the administrator is working on.
  const initial = useMemo(() => emptyUserValues({ siteIds: me.siteId ? [String(me.siteId)] : [] }), [me.siteId]);
  return (
    <PageCard title={t("user.addTitle")} hint={t("user.formHint")} testId="user-add-page">
      <UserFormContainer id={null} initial={initial} enterpriseName={null} />
    </PageCard>
  );
}

export function UserEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const user = useSuspenseQuery(userQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromUser(user), [user]);
  return (
    <PageCard title={`${t("user.editTitle")}：${user.username}`} hint={t("user.formHint")} testId="user-edit-page">
      <UserFormContainer id={id} initial={initial} enterpriseName={user.enterprise?.name ?? null} />
    </PageCard>
  );
}

function UserFormContainer({
  id,
  initial,
  enterpriseName,
}: {
  id: number | null;
  initial: ReturnType<typeof emptyUserValues>;
  enterpriseName: string | null;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const roles = useQuery(rolesLookupOptions(trpc));
  const sites = useQuery(sitesLookupOptions(trpc));
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.user.create.mutationOptions());
  const update = useMutation(trpc.user.update.mutationOptions());

  const backToList = useCallback(() => void navigate({ to: "/admin/local_list" }), [navigate]);

  const submit = async (output: UserFormOutput): Promise<Record<string, string> | void> => {
    try {
      if (output.mode === "add") await create.mutateAsync(output.input);
      else if (id !== null) await update.mutateAsync({ id, data: output.input });
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    await queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() });
    notifySuccess(output.mode === "add" ? t("user.created") : t("user.updated"));
    guard.release();
    backToList();
  };

  return (
    <UserForm
      mode={id === null ? "add" : "edit"}
      initial={initial}
      roleOptions={toSelectData(roles.data)}
      siteOptions={toSelectData(sites.data)}
      renderEnterprise={(field) => (
        <EnterpriseSelect
          label={t("user.enterprise")}
          value={field.value}
          onChange={field.onChange}
          error={field.error}
          selectedName={enterpriseName}
        />
      )}
      onSubmit={submit}
      onCancel={backToList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}
