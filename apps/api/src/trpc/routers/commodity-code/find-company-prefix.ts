import {
  ZFindCompanyPrefixInput,
  ZFindCompanyPrefixOutput,
} from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { commodityCodeResource } from "@suyuan/contracts/commodity-code/commodity-code-resource";
import { findCompanyPrefix } from "../../../services/commodity-code/company-prefix.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = commodityCodeResource;

/** The chosen enterprise's company prefix, for the form's live GTIN and barcode. */
export const findCompanyPrefixProcedure = permissionProcedure(keys.list, keys.create, keys.update)
  .input(ZFindCompanyPrefixInput)
  .output(ZFindCompanyPrefixOutput)
  .query(({ ctx, input }) => findCompanyPrefix(ctx, input.enterpriseId));
