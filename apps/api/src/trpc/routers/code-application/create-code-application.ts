import {
  ZCreateCodeApplicationInput,
  ZCreateCodeApplicationOutput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { createCodeApplication } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const createCodeApplicationProcedure = permissionProcedure("/apply/add")
  .meta({ legacy: { paths: ["/apply/save", "/apply/add"] } })
  .input(ZCreateCodeApplicationInput)
  .output(ZCreateCodeApplicationOutput)
  .mutation(({ ctx, input }) => createCodeApplication(ctx, input));
