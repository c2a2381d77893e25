import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import {
  ZDeleteProjectsInput,
  ZFindProjectsInput,
  ZGetProjectInput,
  ZProjectFields,
  ZProjectFilters,
  ZUpdateProjectInput,
} from "@suyuan/contracts/project/project-fields";
import { z } from "zod";
import { exportResponse } from "../../http/export-handler.ts";
import { AppError } from "../../lib/app-error.ts";
import { EXPORT_RESOURCES } from "../../services/export/export-resources.ts";
import { importProjects } from "../../services/project/project-import.ts";
import {
  createProject,
  deleteProjects,
  findProjects,
  getProject,
  updateProject,
} from "../../services/project/projects.ts";
import { IMPORT_MAX_BYTES } from "../../http/import-handler.ts";
import { formIds, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// Projects of the current site on the legacy API, with the Excel import (multipart, `file`).

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);

const projectData = (fields: Fields) => ({
  name: fields.name,
  town: fields.town ?? "",
  village: fields.village ?? "",
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  funding: formNumberOrNull(fields.funding),
  startDate: blank(fields.startDate) ?? null,
  endDate: blank(fields.endDate) ?? null,
  status: fields.status || "planned",
  description: fields.description ?? "",
});

export const projectRoutes = [
  legacyRoute({
    paths: ["/project/list"],
    access: { permission: "/project/list" },
    input: ZFindProjectsInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      sortBy: blank(fields.sortBy),
      sortDir: blank(fields.sortDir),
      name: fields.name,
      town: fields.town,
      status: blank(fields.status),
      enterpriseId: formNumber(fields.enterpriseId),
    }),
    async handle(ctx, input) {
      const page = await findProjects(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/project/get"],
    access: { permission: "/project/list" },
    input: ZGetProjectInput,
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      return { body: await getProject(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/project/save"],
    access: { permission: OPERATION_KEYS.projectSave },
    input: ZProjectFields,
    fromForm: projectData,
    async handle(ctx, input) {
      return { body: await createProject(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/project/update"],
    access: { permission: OPERATION_KEYS.projectUpdate },
    input: ZUpdateProjectInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: projectData(fields) }),
    async handle(ctx, input) {
      await updateProject(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/project/delete"],
    access: { permission: OPERATION_KEYS.projectDelete },
    input: ZDeleteProjectsInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteProjects(ctx, input.ids) };
    },
  }),
  legacyRoute({
    paths: ["/project/export"],
    access: { permission: OPERATION_KEYS.projectExport },
    input: ZProjectFilters.extend({ format: z.enum(["xlsx", "csv"]).default("xlsx") }),
    fromForm: (fields) => ({
      name: fields.name,
      town: fields.town,
      status: blank(fields.status),
      enterpriseId: formNumber(fields.enterpriseId),
      format: blank(fields.format),
    }),
    handle(ctx, input) {
      const { format, ...filters } = input;
      const resource = EXPORT_RESOURCES.projects;
      if (!resource) throw new AppError("NOT_FOUND");
      // The file itself answers (the .xlsx is also the import template).
      return Promise.resolve({ download: exportResponse(resource, ctx, filters, format, ctx.meta.locale) });
    },
  }),
  legacyRoute({
    paths: ["/project/import"],
    access: { permission: OPERATION_KEYS.projectImport },
    async handle(ctx) {
      const file = ctx.files.file ?? ctx.files.uploadFile;
      if (!file || file.size === 0) throw new AppError("BAD_REQUEST", { messageKey: "error.importFile" });
      if (file.size > IMPORT_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
      const result = await importProjects(ctx, new Uint8Array(await file.arrayBuffer()));
      if (result.errors.length) {
        // Nothing was imported: code 201, each bad cell named "row:column" like a form field.
        const fieldErrors: Record<string, string[]> = {};
        for (const error of result.errors) (fieldErrors[`${error.row}:${error.field}`] ??= []).push(error.message);
        throw new AppError("BAD_REQUEST", {
          messageKey: "error.importRows",
          params: { count: result.errors.length },
          fieldErrors,
        });
      }
      return { body: result };
    },
  }),
];
