import {
  ZRecordCount,
  ZRecordIds,
  ZSecretsInput,
  ZWebhookDeliveryFind,
  ZWebhookDeliveryList,
  ZWebhookSecret,
} from "@suyuan/contracts/api-account/api-account-operations";
import { WEBHOOK_KEYS } from "@suyuan/contracts/webhook/webhook-keys";
import type { z } from "zod";
import { deleteWebhookDeliveries, findWebhookDeliveries } from "../../../services/api-account/api-records.ts";
import { webhookSecret } from "../../../services/api-account/api-secrets.ts";
import { formatDateTime } from "../../../services/export/export-formats.ts";
import { permissionProcedure } from "../../init.ts";

// The web services' own operations beside the kit's: the signing secret in clear or anew, and the
// deliveries (webservice/record_*, with the origin's recordTime and serviceCode beside).

const secret = permissionProcedure(WEBHOOK_KEYS.secret)
  .input(ZSecretsInput)
  .output(ZWebhookSecret)
  .mutation(({ ctx, input }) => webhookSecret(ctx, input));

type Delivery = z.output<typeof ZWebhookDeliveryList>["items"][number];

const deliveries = permissionProcedure(WEBHOOK_KEYS.recordList)
  .meta({
    legacy: {
      paths: ["/webservice/record_list"],
      answer: (output) => {
        const page = output as z.output<typeof ZWebhookDeliveryList>;
        const origin = (item: Delivery) => ({
          ...item,
          recordTime: formatDateTime(item.createdAt).slice(0, 10),
          serviceCode: item.event,
        });
        return { body: page.items.map(origin), totalCount: page.total };
      },
    },
  })
  .input(ZWebhookDeliveryFind)
  .output(ZWebhookDeliveryList)
  .query(({ input }) => findWebhookDeliveries(input));

const deleteDeliveries = permissionProcedure(WEBHOOK_KEYS.recordDelete)
  .meta({ legacy: { paths: ["/webservice/record_delete"], answer: () => ({ body: "" }) } })
  .input(ZRecordIds)
  .output(ZRecordCount)
  .mutation(({ ctx, input }) => deleteWebhookDeliveries(ctx, input.ids));

export const webhookProcedures = { secret, deliveries, deleteDeliveries };
