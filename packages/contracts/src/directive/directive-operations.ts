import { z } from "zod";
import { ZChannelSelectTree } from "../channel/channel-queries.ts";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZId, ZIdList, ZStoredDateTime, ZTextFilter, zText } from "../kit/primitives.ts";
import { ZDirectiveKind, ZDirectiveParams } from "./directive-params.ts";

// The procedures of the tag wizard (`directive/{list,get,save,update,delete}`). A save takes the
// name and the picker values only; the tag text is the server's to generate.

export const DIRECTIVE_NAME_MAX = 50;

export const ZFindDirectivesInput = ZPaging.extend({
  name: ZTextFilter,
  kind: ZDirectiveKind.optional(),
});

const ZDirectiveItem = z.object({
  id: z.number(),
  name: z.string(),
  kind: ZDirectiveKind,
  params: ZDirectiveParams,
  code: z.string(),
  createdAt: ZStoredDateTime,
  updatedAt: ZStoredDateTime,
});
export type TDirectiveItem = z.output<typeof ZDirectiveItem>;

export const ZFindDirectivesOutput = zListOutput(ZDirectiveItem);

export const ZGetDirectiveInput = z.object({ id: ZId });
export const ZGetDirectiveOutput = ZDirectiveItem;

const ZDirectiveFields = z.object({
  name: zText(DIRECTIVE_NAME_MAX, "validation.directiveNameRequired"),
  params: ZDirectiveParams,
});
export type TDirectiveFields = z.output<typeof ZDirectiveFields>;

export const ZCreateDirectiveInput = ZDirectiveFields;
export const ZCreateDirectiveOutput = z.object({ id: z.number() });

export const ZUpdateDirectiveInput = z.object({ id: ZId, data: ZDirectiveFields });
export const ZUpdateDirectiveOutput = z.object({ id: z.number() });

export const ZDeleteDirectivesInput = z.object({ ids: ZIdList });
export const ZDeleteDirectivesOutput = z.object({ deleted: z.number() });

/** What the wizard's pickers offer: the site's channels (as channel/all's tree) and the content types. */
export const ZFindDirectiveChoicesOutput = z.object({
  channels: ZChannelSelectTree,
  types: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TFindDirectiveChoicesOutput = z.output<typeof ZFindDirectiveChoicesOutput>;
