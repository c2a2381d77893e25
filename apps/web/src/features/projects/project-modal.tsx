import { Modal } from "@mantine/core";
import type { TProjectFields, TProjectItem } from "@suyuan/contracts/project/project-fields";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure, serverFieldErrors } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { ProjectForm } from "./project-form.tsx";
import { emptyProjectValues, valuesFromProject } from "./project-form-values.ts";

/** Add or edit a project in a dialog; `project` undefined = closed, null = add. */
export function ProjectModal({ project, onClose }: { project: TProjectItem | null | undefined; onClose: () => void }) {
  const { t } = useI18n();
  const title = project ? t("project.editTitle") : t("project.addTitle");
  return (
    <Modal opened={project !== undefined} onClose={onClose} title={title} size="xl" centered>
      {project !== undefined ? (
        <ProjectModalForm key={project?.id ?? "new"} project={project} title={title} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function ProjectModalForm({
  project,
  title,
  onClose,
}: {
  project: TProjectItem | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const initial = useMemo(() => (project ? valuesFromProject(project) : emptyProjectValues()), [project]);
  const create = useMutation(trpc.project.create.mutationOptions());
  const update = useMutation(trpc.project.update.mutationOptions());

  const submit = async (fields: TProjectFields): Promise<Record<string, string> | void> => {
    try {
      if (project) await update.mutateAsync({ id: project.id, data: fields });
      else await create.mutateAsync(fields);
    } catch (error) {
      return serverFieldErrors(notifyFailure(error, t));
    }
    await queryClient.invalidateQueries({ queryKey: trpc.project.pathKey() });
    notifySuccess(project ? t("project.updated") : t("project.created"));
    onClose();
  };

  return (
    <ProjectForm
      title={title}
      initial={initial}
      renderEnterprise={(field) => (
        <EnterpriseSelect
          label={t("project.enterprise")}
          value={field.value}
          onChange={field.onChange}
          error={field.error}
          selectedName={project?.enterprise?.name ?? null}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      onSubmit={submit}
      onCancel={onClose}
      busy={create.isPending || update.isPending}
    />
  );
}
