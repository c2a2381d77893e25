import { WEBHOOK_KEYS } from "@suyuan/contracts/webhook/webhook-keys";
import { webhookAuthResource } from "@suyuan/contracts/webhook/webhook-auth-resource";
import type { z } from "zod";
import { blankItem } from "../../../kit/blank-item.ts";
import { readKeys } from "../../../kit/resource-keys.ts";
import type { ResourceService } from "../../../kit/resource-service.ts";
import { permissionProcedure } from "../../init.ts";
import { findProcedure } from "../../resource-router.ts";

const { schemas } = webhookAuthResource;
// Its own pages' keys, and the web services' pages that pick one.
const read = readKeys(webhookAuthResource);
type Item = z.output<typeof schemas.item>;

/** A receiver's credentials as the origin's webservice/auth_* answer them (`enable`; the password masked). */
const originAuth = (item: Item) => ({ ...item, enable: item.enabled });

/**
 * The receivers' credentials under the origin's paths (`webservice/auth_*`, beside the web
 * services' own `webservice/*`): they replace the generated procedures, which a resource serves as
 * `<name>/<action>`. auth_save and auth_update take the origin's `enable` (legacy/routes/).
 */
export function webhookAuthProcedures(service: ResourceService) {
  return {
    find: findProcedure(webhookAuthResource, service, read, {
      paths: ["/webservice/auth_list"],
      answer: (output) => {
        const page = output as z.output<typeof schemas.findOutput>;
        return { body: page.items.map(originAuth), totalCount: page.total };
      },
    }),
    get: permissionProcedure(...read)
      .meta({
        legacy: {
          paths: ["/webservice/auth_get"],
          answer: (output) => ({ body: originAuth(output as Item) }),
          blank: () => blankItem(webhookAuthResource),
        },
      })
      .input(schemas.get)
      .output(schemas.item)
      .query(({ ctx, input }) => service.get(ctx, input.id) as never),
    create: permissionProcedure(WEBHOOK_KEYS.authCreate)
      .input(schemas.fields)
      .output(schemas.created)
      .mutation(({ ctx, input }) => service.create(ctx, input as never)),
    update: permissionProcedure(WEBHOOK_KEYS.authUpdate)
      .input(schemas.update)
      .output(schemas.ok)
      .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data as never)),
    delete: permissionProcedure(WEBHOOK_KEYS.authDelete)
      .meta({ legacy: { paths: ["/webservice/auth_delete"], answer: () => ({ body: "" }) } })
      .input(schemas.delete)
      .output(schemas.deleted)
      .mutation(({ ctx, input }) => service.delete(ctx, input.ids)),
  };
}
