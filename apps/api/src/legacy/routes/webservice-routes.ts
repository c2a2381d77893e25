import { ZId } from "@suyuan/contracts/kit/primitives";
import {
  ORIGIN_WEBSERVICE_TYPES,
  type OriginWebserviceType,
  type WebhookEvent,
} from "@suyuan/contracts/webhook/webhook-events";
import { webhookResource } from "@suyuan/contracts/webhook/webhook-resource";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { formBoolean, formNumber } from "../form-values.ts";
import { legacyRoute, type LegacyAuthedContext } from "../legacy-route.ts";
import { procedureAccess } from "../procedure-access.ts";

// The origin's web-service forms (webservice/save, webservice/update; origin-operations.md 8.1)
// as the product's web services (signed webhooks, the kit resource `webhook`): `address` is the
// endpoint, `type` (addUser/updateUser/deleteUser) its user event, the SOAP fields
// (targetNamespace, successResult, operate, params) kept as given. list and get are the kit's,
// answered in the origin's fields (trpc/routers/webhook/webhook-procedures.ts).

type Fields = Record<string, string | undefined>;
type Data = Record<string, unknown>;

const webhook = RESOURCE_SERVICES.webhook;
const { fields: ZFields } = webhookResource.schemas;
const USER_EVENTS = new Set<WebhookEvent>(Object.values(ORIGIN_WEBSERVICE_TYPES));

/**
 * `params`: the origin's JSON array text `[{"paramName":…,"defaultValue":…}]`. Text that is not
 * such an array counts as none (as the origin took it); entries without a name are left out.
 */
function originParams(text: string | undefined) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? "");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== "object") return [];
    const { paramName, defaultValue } = entry as Record<string, unknown>;
    if (typeof paramName !== "string" || paramName.trim() === "") return [];
    return [{ paramName, defaultValue: typeof defaultValue === "string" ? defaultValue : "" }];
  });
}

/** The event of an origin `type`; an unknown name passes through for the events' own refusal. */
function eventOf(type: string): string {
  return Object.hasOwn(ORIGIN_WEBSERVICE_TYPES, type) ? ORIGIN_WEBSERVICE_TYPES[type as OriginWebserviceType] : type;
}

/** The fields the origin's form gives (absent ones left out), in the product's names. */
function givenFields(fields: Fields): Data {
  const data: Data = {
    url: fields.address,
    name: fields.name,
    targetNamespace: fields.targetNamespace,
    successResult: fields.successResult,
    operate: fields.operate,
    enabled: formBoolean(fields.enabled),
    remark: fields.remark,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** The endpoint's name where the origin's form has none (the origin named a service by its address). */
const nameOf = (address: unknown) => (typeof address === "string" ? address.trim().slice(0, 100) : address);

function parsed(data: Data) {
  const result = ZFields.safeParse(data);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}

/** The address the origin requires on save and update, refused (201) before anything is read. */
const ZAddressed = z.object({
  address: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
});

function requireAddress(fields: Fields) {
  const result = ZAddressed.safeParse({ address: fields.address });
  if (!result.success) throw AppError.fromZod(result.error);
}

async function saveWebservice(ctx: LegacyAuthedContext, fields: Fields) {
  requireAddress(fields);
  const given = givenFields(fields);
  const type = fields.type?.trim();
  const data = parsed({
    name: nameOf(given.url),
    enabled: true,
    ...given,
    events: type ? [eventOf(type)] : [],
    params: originParams(fields.params),
  });
  const { id } = await webhook.create(ctx, data);
  return { body: { id } };
}

async function updateWebservice(ctx: LegacyAuthedContext, fields: Fields) {
  const id = ZId.safeParse(formNumber(fields.id));
  if (!id.success) throw AppError.fromZod(id.error);
  requireAddress(fields);
  const current = (await webhook.get(ctx, id.data)) as unknown as Data & { events: WebhookEvent[] };
  const type = fields.type?.trim();
  // The origin's service had one user event: `type` names it anew, the product's other events stay.
  const events = type ? [eventOf(type), ...current.events.filter((event) => !USER_EVENTS.has(event))] : current.events;
  const data = parsed({
    // The stored fields (the SOAP ones stay stored unless given: the hooks write only those given).
    ...Object.fromEntries(Object.keys(webhookResource.fields).map((key) => [key, current[key]])),
    ...givenFields(fields),
    events,
    // The origin replaces the parameter list with the one sent.
    params: originParams(fields.params),
  });
  await webhook.update(ctx, id.data, data);
  return { body: { id: id.data } };
}

export const webserviceRoutes = [
  legacyRoute({
    paths: ["/webservice/save"],
    ...procedureAccess("webhook.create"),
    handle: (ctx) => saveWebservice(ctx, ctx.fields),
  }),
  legacyRoute({
    paths: ["/webservice/update"],
    ...procedureAccess("webhook.update"),
    handle: (ctx) => updateWebservice(ctx, ctx.fields),
  }),
];
