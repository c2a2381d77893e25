import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import { ZUpdatePersonStateInput } from "@suyuan/contracts/person-info/person-state";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import { legacyPaths } from "../../resource-router.ts";
import { updatePersonState } from "../../../services/person-info/person-state.ts";
import { permissionProcedure } from "../../init.ts";

/** Registers a household's lifting out of (or return to) poverty, keeping the history. */
export const updatePersonStateProcedure = permissionProcedure(OPERATION_KEYS.personInfoState)
  .meta({ legacy: legacyPaths(personInfoResource, "updateState") })
  .input(ZUpdatePersonStateInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updatePersonState(ctx, input);
    return { ok: true as const };
  });
