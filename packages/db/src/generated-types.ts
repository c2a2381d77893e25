// Model types for modules that need only types (no client code is pulled in).
export type { ApiAccount, LoginLog, OperationLog, Role, Session, Site, User } from "./generated/prisma/client.ts";
