import { API_ACCOUNT_KEYS, API_RECORD_KEYS } from "@suyuan/contracts/api-account/api-account-keys";
import {
  ZApiAccountSecrets,
  ZApiRecordFind,
  ZApiRecordList,
  ZRecordCount,
  ZRecordIds,
  ZSecretsInput,
  ZUpdateApiPasswordInput,
  ZValidateApiPasswordInput,
  ZValidateApiPasswordOutput,
} from "@suyuan/contracts/api-account/api-account-operations";
import { z } from "zod";
import { isApiPassword, updateApiPassword } from "../../../services/api-account/api-password.ts";
import { deleteApiRecords, findApiRecords } from "../../../services/api-account/api-records.ts";
import { apiAccountSecrets } from "../../../services/api-account/api-secrets.ts";
import { formatDateTime } from "../../../services/export/export-formats.ts";
import { permissionProcedure } from "../../init.ts";

// The API accounts' own operations beside the kit's: the separate password, the keys in clear or
// anew, and the call records (apiRecord/*, the origin's answer fields).

const validatePassword = permissionProcedure(API_ACCOUNT_KEYS.validatePassword)
  .input(ZValidateApiPasswordInput)
  .output(ZValidateApiPasswordOutput)
  .query(async ({ input }) => ({ result: await isApiPassword(input.password) }));

const updatePassword = permissionProcedure(API_ACCOUNT_KEYS.updatePassword)
  .input(ZUpdateApiPasswordInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateApiPassword(ctx, input);
    return { ok: true as const };
  });

const secrets = permissionProcedure(API_ACCOUNT_KEYS.secrets)
  .input(ZSecretsInput)
  .output(ZApiAccountSecrets)
  .mutation(({ ctx, input }) => apiAccountSecrets(ctx, input));

/** A call record as the origin's apiRecord/list answers it, beside the product's own fields. */
function originRecord(record: z.output<typeof ZApiRecordList>["items"][number]) {
  return {
    ...record,
    callTime: formatDateTime(record.at).slice(0, 10),
    callIp: record.ip ?? "",
    apiAppId: record.appId,
    apiInfoName: record.path,
  };
}

const records = permissionProcedure(API_RECORD_KEYS.list)
  .meta({
    legacy: {
      paths: ["/apiRecord/list"],
      answer: (output) => {
        const page = output as z.output<typeof ZApiRecordList>;
        return { body: page.items.map(originRecord), totalCount: page.total };
      },
    },
  })
  .input(ZApiRecordFind)
  .output(ZApiRecordList)
  .query(({ input }) => findApiRecords(input));

const deleteRecords = permissionProcedure(API_RECORD_KEYS.delete)
  .meta({ legacy: { paths: ["/apiRecord/delete"], answer: () => ({ body: "" }) } })
  .input(ZRecordIds)
  .output(ZRecordCount)
  .mutation(({ ctx, input }) => deleteApiRecords(ctx, input.ids));

export const apiAccountProcedures = { validatePassword, updatePassword, secrets, records, deleteRecords };
