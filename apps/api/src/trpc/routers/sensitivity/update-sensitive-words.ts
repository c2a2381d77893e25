import { SENSITIVITY_KEYS } from "@suyuan/contracts/sensitivity/sensitivity-keys";
import {
  ZUpdateSensitivityInput,
  ZUpdateSensitivityOutput,
} from "@suyuan/contracts/sensitivity/sensitivity-operations";
import { updateSensitiveWords } from "../../../services/audience/sensitive-words.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * Replaces the generated update: one word (`id`, `data`) or the origin's bulk form
 * (`ids`, `searchs`, `replacements`); legacy /sensitivity/update.
 */
export const updateSensitiveWordsProcedure = permissionProcedure(SENSITIVITY_KEYS.update)
  .meta({ legacy: { paths: ["/sensitivity/update"] } })
  .input(ZUpdateSensitivityInput)
  .output(ZUpdateSensitivityOutput)
  .mutation(({ ctx, input }) => updateSensitiveWords(ctx, input));
