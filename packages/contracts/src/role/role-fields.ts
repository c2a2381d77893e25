import { z } from "zod";

export const ZRoleFields = z.object({
  name: z
    .string({ error: "validation.nameRequired" })
    .trim()
    .min(1, "validation.nameRequired")
    .max(50, "validation.tooLong"),
  priority: z.number().int().min(0).max(9999).default(10),
  description: z
    .string()
    .trim()
    .max(200, "validation.tooLong")
    .transform((value) => (value === "" ? null : value))
    .nullable(),
  /** Every permission ("*"). */
  allPerms: z.boolean().default(false),
  /** Checked keys plus their nodes' api keys; the server deduplicates and checks them. */
  perms: z.array(z.string().min(1).max(200)).max(2000),
});
export type TRoleFields = z.infer<typeof ZRoleFields>;

export const ZRoleItem = z.object({
  id: z.number(),
  key: z.string().nullable(),
  name: z.string(),
  priority: z.number(),
  description: z.string().nullable(),
  allPerms: z.boolean(),
  perms: z.array(z.string()),
  memberCount: z.number(),
  createdAt: z.date(),
});
export type TRoleItem = z.infer<typeof ZRoleItem>;
