import { Modal } from "@mantine/core";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../lib/failure.ts";
import { notifySuccess } from "../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../lib/use-trpc.ts";
import { pick } from "../i18n/pick-label.ts";
import { labelParams } from "./resource-format.tsx";
import { ResourceForm, type FieldOverrides } from "./resource-form.tsx";
import { emptyResourceValues, lookupNamesOf, valuesFromItem, type ResourceFormValues } from "./resource-form-values.ts";
import { resourceProcedures, type ResourceRow } from "./resource-search.ts";

export type ResourceFormModalProps = {
  definition: ResourceDefinition;
  /** The row to edit, or null to add one. */
  row: ResourceRow | null;
  onClose: () => void;
  fieldOverrides?: FieldOverrides;
  /** Values a new row starts with (a form field added to its form). */
  defaults?: ResourceFormValues;
};

/**
 * A resource's add / edit form in a dialog on its list page, for resources whose spec has no
 * separate form pages (projects, plates). Mounted while open; saves, refreshes the list, closes.
 */
export function ResourceFormModal({ definition, row, onClose, fieldOverrides, defaults }: ResourceFormModalProps) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const procedures = resourceProcedures(trpc, definition.name);
  const create = useMutation(procedures.create.mutationOptions());
  const update = useMutation(procedures.update.mutationOptions());
  const initial = useMemo(
    () => (row ? valuesFromItem(definition, row) : { ...emptyResourceValues(definition), ...defaults }),
    [definition, row, defaults],
  );
  const names = useMemo(() => (row ? lookupNamesOf(definition, row) : {}), [definition, row]);
  const what = labelParams(definition.label, locale);
  const title = t(row ? "kit.editTitle" : "kit.addTitle", what);

  const submit = async (fields: Record<string, unknown>): Promise<Record<string, string> | void> => {
    try {
      if (row) await update.mutateAsync({ id: row.id, data: fields });
      else await create.mutateAsync(fields);
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    await queryClient.invalidateQueries({ queryKey: procedures.pathKey() });
    const saved = row ? definition.saved?.updated : definition.saved?.created;
    notifySuccess(saved ? pick(saved, locale) : t(row ? "kit.updated" : "kit.created", what));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <ResourceForm
        definition={definition}
        title={title}
        initial={initial}
        names={names}
        onSubmit={submit}
        onCancel={onClose}
        busy={create.isPending || update.isPending}
        fieldOverrides={fieldOverrides}
      />
    </Modal>
  );
}
