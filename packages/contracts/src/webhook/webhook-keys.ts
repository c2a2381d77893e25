// Permission keys of the web services (signed outgoing webhooks), written like the origin's paths.

export const WEBHOOK_KEYS = {
  list: "/webservice/list",
  create: "/webservice/save",
  update: "/webservice/update",
  delete: "/webservice/delete",
  /** An endpoint's signing secret in clear, or a new one. */
  secret: "/webservice/secret",
  /** The deliveries (record_list) and their removal (record_delete). */
  recordList: "/webservice/record_list",
  recordDelete: "/webservice/record_delete",
  /** The receivers' credentials (the origin's web-service authorisations). */
  authList: "/webservice/auth_list",
  authCreate: "/webservice/auth_save",
  authUpdate: "/webservice/auth_update",
  authDelete: "/webservice/auth_delete",
} as const;
