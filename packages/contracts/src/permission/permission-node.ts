import { z } from "zod";
import { ZId, zInt, zString, zText } from "../kit/primitives.ts";

export const ZPermissionNodeFields = z.object({
  parentId: ZId.nullable(),
  name: zText(50, "validation.nameRequired"),
  nameEn: zString().trim().max(100, "validation.tooLong"),
  key: zText(200, "validation.keyRequired"),
  apiKeys: z.array(zText(200)).max(50, "validation.tooMany"),
  sort: zInt(0, 100000).default(0),
  hidden: z.boolean().default(false),
});
export type TPermissionNodeFields = z.infer<typeof ZPermissionNodeFields>;

export const ZPermissionNode = ZPermissionNodeFields.extend({ id: z.number() });
export type TPermissionNode = z.infer<typeof ZPermissionNode>;

/** The whole tree as a flat list ordered by parent and sort; the client nests it. */
export const ZFindPermissionTreeOutput = z.array(ZPermissionNode);

export const ZGetPermissionNodeInput = z.object({ id: ZId });
export const ZCreatePermissionNodeInput = ZPermissionNodeFields;
export const ZCreatePermissionNodeOutput = z.object({ id: z.number() });
export const ZUpdatePermissionNodeInput = z.object({ id: ZId, data: ZPermissionNodeFields });
export const ZDeletePermissionNodeInput = z.object({ id: ZId });

/** The keys a role stores for a set of checked nodes: their keys and api keys, once each. */
export function permsForCheckedNodes(nodes: Pick<TPermissionNode, "key" | "apiKeys">[]): string[] {
  return [...new Set(nodes.flatMap((node) => [node.key, ...node.apiKeys]))];
}
