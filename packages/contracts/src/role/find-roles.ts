import { type z } from "zod";
import { ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { ZRoleItem } from "./role-fields.ts";

export const ROLE_SORT_KEYS = ["name", "priority", "createdAt"] as const;

export const ZFindRolesInput = ZPaging.extend(zSort(ROLE_SORT_KEYS).shape).extend({ name: ZTextFilter });
export type TFindRolesInput = z.infer<typeof ZFindRolesInput>;

export const ZFindRolesOutput = zListOutput(ZRoleItem);
