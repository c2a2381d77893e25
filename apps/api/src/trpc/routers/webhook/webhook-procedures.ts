import {
  ZRecordCount,
  ZRecordIds,
  ZSecretsInput,
  ZWebhookDeliveryFind,
  ZWebhookDeliveryList,
  ZWebhookSecret,
} from "@suyuan/contracts/api-account/api-account-operations";
import { ORIGIN_WEBSERVICE_TYPES, type WebhookEvent } from "@suyuan/contracts/webhook/webhook-events";
import { WEBHOOK_KEYS } from "@suyuan/contracts/webhook/webhook-keys";
import { webhookResource } from "@suyuan/contracts/webhook/webhook-resource";
import type { z } from "zod";
import { deleteWebhookDeliveries, findWebhookDeliveries } from "../../../services/api-account/api-records.ts";
import { webhookSecret } from "../../../services/api-account/api-secrets.ts";
import { formatDateTime } from "../../../services/export/export-formats.ts";
import { blankItem } from "../../../kit/blank-item.ts";
import { readKeys } from "../../../kit/resource-keys.ts";
import type { ResourceService } from "../../../kit/resource-service.ts";
import { permissionProcedure } from "../../init.ts";
import { findProcedure } from "../../resource-router.ts";

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

const { schemas } = webhookResource;
type Item = z.output<typeof schemas.item>;

/** The origin's name of each event it had (its web services were told of users only). */
const ORIGIN_TYPE = new Map<WebhookEvent, string>(
  Object.entries(ORIGIN_WEBSERVICE_TYPES).map(([type, event]) => [event, type]),
);

/**
 * A web service as the origin's webservice/list and get answer it: `address` the endpoint, `type`
 * the origin's name of its first user event, the SOAP fields as the origin's client saved them
 * (deliveries are signed JSON posts and do not read them, docs/webhooks.md), the product's own
 * fields beside them.
 */
function originWebservice(item: Item) {
  const type = item.events.map((event) => ORIGIN_TYPE.get(event)).find((name) => name !== undefined) ?? "";
  return {
    ...item,
    address: item.url,
    type,
    targetNamespace: item.targetNamespace ?? "",
    successResult: item.successResult ?? "",
    operate: item.operate ?? "",
    params: item.params ?? [],
  };
}

/**
 * The web services' procedures: the kit's list and get answered in the origin's fields on the
 * legacy paths (they replace the generated ones), create and update without legacy paths (the
 * origin's forms are read by legacy/routes/webservice-routes.ts), the signing secret and the
 * deliveries.
 */
export function webhookProcedures(service: ResourceService) {
  const read = readKeys(webhookResource);
  return {
    find: findProcedure(webhookResource, service, read, {
      paths: ["/webservice/list"],
      answer: (output) => {
        const page = output as z.output<typeof schemas.findOutput>;
        return { body: page.items.map(originWebservice), totalCount: page.total };
      },
    }),
    get: permissionProcedure(...read)
      .meta({
        legacy: {
          paths: ["/webservice/get"],
          answer: (output) => ({ body: originWebservice(output as Item) }),
          blank: () => ({ ...blankItem(webhookResource), secret: "" }),
        },
      })
      .input(schemas.get)
      .output(schemas.item)
      .query(({ ctx, input }) => service.get(ctx, input.id) as never),
    create: permissionProcedure(WEBHOOK_KEYS.create)
      .input(schemas.fields)
      .output(schemas.created)
      .mutation(({ ctx, input }) => service.create(ctx, input as never)),
    update: permissionProcedure(WEBHOOK_KEYS.update)
      .input(schemas.update)
      .output(schemas.ok)
      .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data as never)),
    secret,
    deliveries,
    deleteDeliveries,
  };
}
