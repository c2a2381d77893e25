import { Button } from "@mantine/core";
import { IconFileImport, IconFileSpreadsheet, IconPlus } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { projectResource } from "@suyuan/contracts/project/project-resource";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ResourceFormModal } from "../../kit/resource-form-modal.tsx";
import { EMPTY } from "../../kit/resource-format.tsx";
import { useResourceSearch, type ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { filtersOf, resourceProcedures, type ResourceRow } from "../../kit/resource-search.ts";
import { exportHref } from "../../lib/export-link.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { ActionLink, ExportMenu } from "../../common/row-actions.tsx";
import { ProjectImportModal } from "./project-import.tsx";

// The project list is the kit's, with what the project page always had: add and edit in a
// dialog (the spec has one project page), the Excel export laid out as the import template, the
// template link and the import.

/** The Excel export of an empty filter: its columns are exactly the import sheet's (the template). */
const projectTemplateHref = () => exportHref("projects", "xlsx", {});

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

function useRefreshProjects() {
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceProcedures(trpc, projectResource.name).pathKey() });
}

function EditProject({ row }: { row: ResourceRow }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Permitted perm={OPERATION_KEYS.projectUpdate}>
      <ActionLink label={t("common.edit")} target={String(row.name)} onClick={() => setOpen(true)} />
      {open ? <ResourceFormModal definition={projectResource} row={row} onClose={() => setOpen(false)} /> : null}
    </Permitted>
  );
}

function ProjectToolbar() {
  const { t } = useI18n();
  const search = useResourceSearch(projectResource);
  const refresh = useRefreshProjects();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const filters = filtersOf(projectResource, search);
  return (
    <>
      <Permitted perm={OPERATION_KEYS.projectExport}>
        <ExportMenu csv={exportHref("projects", "csv", filters)} xlsx={exportHref("projects", "xlsx", filters)} />
        <Button
          component="a"
          href={projectTemplateHref()}
          download
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
        >
          {t("project.template")}
        </Button>
      </Permitted>
      <Permitted perm={OPERATION_KEYS.projectImport}>
        <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
          {t("project.import")}
        </Button>
      </Permitted>
      <Permitted perm={OPERATION_KEYS.projectSave}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t("project.add")}
        </Button>
      </Permitted>
      {adding ? <ResourceFormModal definition={projectResource} row={null} onClose={() => setAdding(false)} /> : null}
      <ProjectImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
        templateHref={projectTemplateHref()}
      />
    </>
  );
}

function Period({ row }: { row: ResourceRow }) {
  const start = text(row.startDate);
  const end = text(row.endDate);
  return start || end ? `${start ?? "…"} ~ ${end ?? "…"}` : EMPTY;
}

function PlaceTitle() {
  const { t } = useI18n();
  return `${t("project.town")} / ${t("project.village")}`;
}

function PeriodTitle() {
  return useI18n().t("project.period");
}

/** The list's overrides: its title, town and village together, the period, the dialogs and files. */
export const projectListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "项目列表", en: "Projects" },
  columns: {
    town: {
      Header: () => <PlaceTitle />,
      Cell: ({ row }) => [text(row.original.town), text(row.original.village)].filter(Boolean).join(" / ") || EMPTY,
    },
    startDate: { Header: () => <PeriodTitle />, Cell: ({ row }) => <Period row={row.original} /> },
  },
  rowActions: (row) => <EditProject row={row} />,
  toolbar: <ProjectToolbar />,
};
