import { z } from "zod";
import { ZUserItem } from "./user-fields.ts";

export const ZGetUserInput = z.object({ id: z.number().int().positive() });
export type TGetUserInput = z.infer<typeof ZGetUserInput>;

export const ZGetUserOutput = ZUserItem;
export type TGetUserOutput = z.infer<typeof ZGetUserOutput>;
