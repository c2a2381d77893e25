import { z } from "zod";
import { ZId } from "../kit/primitives.ts";

// One node of the embedded region list, exactly the fields of spec section 3 ("Region").

const REGION_TYPES = ["gms_provinces", "gms_city", "gms_county"] as const;
export type RegionType = (typeof REGION_TYPES)[number];

export type RegionNode = {
  nameZh: string;
  /** Always empty: the product has no English region names. */
  nameEn: "";
  /** Always 1. */
  display: 1;
  /** The parent's code; empty for provinces. */
  pvalue: string;
  id: number;
  sort: number;
  type: RegionType;
  /** The node's own 6-digit GB/T 2260 code. */
  value: string;
  /** Absent on counties and on provinces and cities without subdivisions. */
  children?: RegionNode[];
};

const REGION_CODE_PATTERN = /^\d{6}$/;

/** Strict (no other fields) and recursive, so a parse proves the whole tree has the spec's shape. */
const ZRegionNode: z.ZodType<RegionNode> = z.strictObject({
  nameZh: z.string().min(1),
  nameEn: z.literal(""),
  display: z.literal(1),
  pvalue: z.union([z.literal(""), z.string().regex(REGION_CODE_PATTERN)]),
  id: ZId,
  sort: ZId,
  type: z.enum(REGION_TYPES),
  value: z.string().regex(REGION_CODE_PATTERN),
  get children() {
    return z.array(ZRegionNode).min(1).optional();
  },
});

export const ZRegionList = z.array(ZRegionNode);
