import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import {
  ZFindPersonStateHistoryInput,
  ZFindPersonStateHistoryOutput,
} from "@suyuan/contracts/person-info/person-state";
import { findPersonStateHistory } from "../../../services/person-info/person-state.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = personInfoResource;

/** The state changes of a household, newest first: readable by whoever may list or view it. */
export const findPersonStateHistoryProcedure = permissionProcedure(
  keys.list,
  keys.update,
  ...(keys.view ? [keys.view] : []),
)
  .input(ZFindPersonStateHistoryInput)
  .output(ZFindPersonStateHistoryOutput)
  .query(({ ctx, input }) => findPersonStateHistory(ctx, input));
