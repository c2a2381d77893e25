import { z } from "zod";
import { ZOption, ZTextFilter } from "../common/list.ts";

/** Choices for selects (roles, sites, enterprises), at most 200, optionally filtered by name. */
export const ZFindOptionsInput = z.object({ name: ZTextFilter }).default({ name: undefined });
export const ZFindOptionsOutput = z.array(ZOption);
