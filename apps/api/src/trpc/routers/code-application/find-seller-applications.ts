import {
  ZFindCodeApplicationsInput,
  ZFindCodeApplicationsOutput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { findCodeApplications } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

/** The seller list: applications of sales and circulation enterprises only. */
export const findSellerApplicationsProcedure = permissionProcedure("/apply/sellerList")
  .meta({ legacy: { paths: ["/apply/sellerList"] } })
  .input(ZFindCodeApplicationsInput)
  .output(ZFindCodeApplicationsOutput)
  .query(({ ctx, input }) => findCodeApplications(ctx, { ...input, applicantKind: "seller" }));
