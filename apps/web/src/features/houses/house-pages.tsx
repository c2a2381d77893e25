import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import { ResourceAddPage, type ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { resourceItemQueryOptions } from "../../kit/resource-search.ts";
import type { Trpc } from "../../lib/trpc.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

const house = RESOURCES.house;
const base = RESOURCES.base;

/** The list keeps the title its menu entry has. */
export const houseListPage: Omit<ResourceListPageProps, "definition"> = {
  title: { zh: "大棚列表", en: "Greenhouses" },
};

/** A saved greenhouse changes its bases' greenhouse counts. */
export const houseFormPage: Pick<ResourceFormPageProps, "refresh"> = {
  refresh: (trpc: Trpc) => [trpc.base.pathKey()],
};

/** The form with the base of `?baseId=` chosen (新增大棚 on a base's row). */
function HouseAddFromBase({ baseId }: { baseId: number }) {
  const row = useSuspenseQuery(resourceItemQueryOptions(useTrpc(), base, baseId)).data;
  const name = typeof row.name === "string" ? row.name : `#${row.id}`;
  const defaults = useMemo(() => ({ baseId: String(row.id) }), [row.id]);
  const names = useMemo(() => ({ baseId: [{ id: row.id, name }] }), [row.id, name]);
  return <ResourceAddPage definition={house} defaults={defaults} defaultNames={names} {...houseFormPage} />;
}

/** 新增大棚: the kit's add page, opened with a base chosen when the URL names one (`?baseId=`). */
export function HouseCreatePage() {
  const { baseId }: { baseId?: number } = useSearch({ strict: false });
  return baseId ? (
    <HouseAddFromBase key={baseId} baseId={baseId} />
  ) : (
    <ResourceAddPage definition={house} {...houseFormPage} />
  );
}
