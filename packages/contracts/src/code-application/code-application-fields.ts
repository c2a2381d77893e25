import { z } from "zod";
import { ZId, ZStoredDateTime, zText } from "../kit/primitives.ts";

/** Codes one application may ask for. */
export const MAX_CODES_PER_APPLICATION = 1_000_000;

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Where the codes of an approved application are: none (not approved), queued (waiting for a
 * worker), generating, done (usable) or failed (nothing kept; an administrator may retry).
 */
export const GENERATION_STATUSES = ["none", "queued", "generating", "done", "failed"] as const;
export type TGenerationStatus = (typeof GENERATION_STATUSES)[number];

/** A seller is an enterprise of type sales or circulation; its applications are the seller list's. */
export const APPLICANT_KINDS = ["enterprise", "seller"] as const;
export type TApplicantKind = (typeof APPLICANT_KINDS)[number];
export const SELLER_ENTERPRISE_TYPES: readonly string[] = ["sales", "circulation"];

const ZCodeQuantity = z
  .number({ error: "validation.codeQuantity" })
  .int("validation.codeQuantity")
  .min(1, "validation.codeQuantity")
  .max(MAX_CODES_PER_APPLICATION, "validation.codeQuantity");

/** What an enterprise asks for. Members always apply for their own enterprise; staff choose one. */
export const ZCodeApplicationFields = z.object({
  enterpriseId: ZId.nullable(),
  goodsId: ZId,
  quantity: ZCodeQuantity,
  reason: zText(500, "validation.applyReasonRequired"),
});
export type TCodeApplicationFields = z.infer<typeof ZCodeApplicationFields>;

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZCodeApplicationItem = z.object({
  id: z.number(),
  enterprise: ZRef,
  goods: ZRef,
  applicantKind: z.enum(APPLICANT_KINDS),
  applicant: z.object({ id: z.number(), username: z.string() }).nullable(),
  quantity: z.number(),
  reason: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  examineOpinion: z.string().nullable(),
  examinedAt: ZStoredDateTime.nullable(),
  generationStatus: z.enum(GENERATION_STATUSES),
  generatedCount: z.number(),
  generationError: z.string().nullable(),
  generatedAt: ZStoredDateTime.nullable(),
  createdAt: ZStoredDateTime,
  updatedAt: ZStoredDateTime,
});
export type TCodeApplicationItem = z.infer<typeof ZCodeApplicationItem>;
