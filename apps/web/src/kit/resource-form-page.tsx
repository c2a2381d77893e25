import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { Label } from "@suyuan/contracts/kit/fields";
import { useMutation, useSuspenseQuery, type QueryKey } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState, type ReactNode } from "react";
import { PageCard } from "../common/page-card.tsx";
import { useUnsavedGuard } from "../common/use-unsaved-guard.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../lib/failure.ts";
import { notifySuccess } from "../lib/notify.ts";
import type { Trpc } from "../lib/trpc.ts";
import { useAppQueryClient, useTrpc } from "../lib/use-trpc.ts";
import { asAppPath } from "../navigation/app-path.ts";
import { pick } from "../i18n/pick-label.ts";
import { labelParams, rowTitle } from "./resource-format.tsx";
import { ResourceForm, type FieldOverrides } from "./resource-form.tsx";
import {
  emptyResourceValues,
  lookupNamesOf,
  valuesFromItem,
  type LookupNames,
  type ResourceFormValues,
} from "./resource-form-values.ts";
import { resourceItemQueryOptions, resourceProcedures, type ResourceRow } from "./resource-search.ts";

export type ResourceFormPageProps = {
  definition: ResourceDefinition;
  /** Replaces the generated input of a field (by key). */
  fieldOverrides?: FieldOverrides;
  /** Further queries a save changes (other forms' choices, the menu), refreshed with the list. */
  refresh?: (trpc: Trpc) => readonly QueryKey[];
  /** Changes to a new row's starting values. */
  defaults?: ResourceFormValues;
  /** Names of the rows chosen in `defaults`' lookups (a greenhouse added from its base's row). */
  defaultNames?: LookupNames;
  /** Shown above the form. */
  children?: ReactNode;
  /** Guidance under the title (带 * 的为必填项…). */
  hint?: Label;
  /** The page's test id, where specs name the page by its own (enterprise-add-page). */
  testId?: string;
  /** Beside the title of the edit page; they receive the item (its state). */
  actions?: (item: ResourceRow) => ReactNode;
};

export function ResourceAddPage({
  definition,
  fieldOverrides,
  refresh,
  defaults,
  defaultNames,
  children,
  hint,
  testId,
}: Omit<ResourceFormPageProps, "actions">) {
  const { t, locale } = useI18n();
  const initial = useMemo(() => ({ ...emptyResourceValues(definition), ...defaults }), [definition, defaults]);
  const title = t("kit.addTitle", labelParams(definition.label, locale));
  return (
    <PageCard
      title={title}
      hint={hint ? pick(hint, locale) : undefined}
      testId={testId ?? `kit-add-${definition.name}`}
    >
      {children}
      <ResourceFormContainer
        definition={definition}
        id={null}
        initial={initial}
        names={defaultNames}
        title={title}
        fieldOverrides={fieldOverrides}
        refresh={refresh}
      />
    </PageCard>
  );
}

export function ResourceEditPage({
  definition,
  id,
  fieldOverrides,
  refresh,
  children,
  hint,
  testId,
  actions,
}: Omit<ResourceFormPageProps, "defaults" | "defaultNames"> & { id: number }) {
  const { t, locale } = useI18n();
  const item = useSuspenseQuery(resourceItemQueryOptions(useTrpc(), definition, id)).data;
  const initial = useMemo(() => valuesFromItem(definition, item), [definition, item]);
  const names = useMemo(() => lookupNamesOf(definition, item), [definition, item]);
  const title = t("kit.editTitle", labelParams(definition.label, locale));
  return (
    <PageCard
      title={`${title}：${rowTitle(definition, item)}`}
      hint={hint ? pick(hint, locale) : undefined}
      testId={testId ?? `kit-edit-${definition.name}`}
      actions={actions?.(item)}
    >
      {children}
      <ResourceFormContainer
        definition={definition}
        id={id}
        initial={initial}
        names={names}
        title={title}
        fieldOverrides={fieldOverrides}
        refresh={refresh}
      />
    </PageCard>
  );
}

function ResourceFormContainer({
  definition,
  id,
  initial,
  names,
  title,
  fieldOverrides,
  refresh,
}: {
  definition: ResourceDefinition;
  id: number | null;
  initial: ResourceFormValues;
  names?: LookupNames;
  title: string;
  fieldOverrides?: FieldOverrides;
  refresh?: ResourceFormPageProps["refresh"];
}) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const procedures = resourceProcedures(trpc, definition.name);
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(procedures.create.mutationOptions());
  const update = useMutation(procedures.update.mutationOptions());
  const backToList = () => void navigate({ to: asAppPath(definition.routes.list) });

  const submit = async (fields: Record<string, unknown>): Promise<Record<string, string> | void> => {
    try {
      if (id === null) await create.mutateAsync(fields);
      else await update.mutateAsync({ id, data: fields });
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    await Promise.all(
      [procedures.pathKey(), ...(refresh?.(trpc) ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    const saved = id === null ? definition.saved?.created : definition.saved?.updated;
    notifySuccess(
      saved
        ? pick(saved, locale)
        : t(id === null ? "kit.created" : "kit.updated", labelParams(definition.label, locale)),
    );
    guard.release();
    backToList();
  };

  return (
    <ResourceForm
      definition={definition}
      title={title}
      initial={initial}
      names={names}
      onSubmit={submit}
      onCancel={backToList}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
      fieldOverrides={fieldOverrides}
    />
  );
}
