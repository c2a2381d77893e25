import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { prisma } from "../../support/test-server.ts";
import { makeStation, makeTown } from "../resources/commerce-fixtures.ts";

// Set-up of the agency tests: two stations of the site, a villager record, and an operator bound
// to the first station holding every agency key.

const AGENCY_KEYS = [
  "/work_platform/buyList",
  "/work_platform/buyAdd",
  "/work_platform/buyEdit",
  "/work_platform/sellList",
  "/work_platform/sellAdd",
  "/work_platform/sellUpdate",
  "/userInfo/list",
  OPERATION_KEYS.buyDelete,
  OPERATION_KEYS.buyExport,
  OPERATION_KEYS.buyStatus,
  OPERATION_KEYS.sellAgencyDelete,
  OPERATION_KEYS.sellAgencyExport,
  OPERATION_KEYS.sellAgencySell,
  OPERATION_KEYS.sellAgencySettle,
] as const;

const OPERATOR_PASSWORD = "Station-op-123";

export async function agencyWorld(admin: ApiClient, url: string) {
  const town = await makeTown(admin);
  const stationA = (await makeStation(admin, town.id, "东村服务站")).id;
  const stationB = (await makeStation(admin, town.id, "西村服务站")).id;
  const site = (await prisma.site.findFirstOrThrow()).id;
  const villager = await prisma.userInfo.create({
    data: { siteId: site, name: "王大妈", gender: "female", phone: "13800001111", type: "farmer" },
  });
  const { id: role } = await admin.role.create.mutate({
    name: "代购代销站长",
    priority: 40,
    description: "",
    allPerms: false,
    perms: [...AGENCY_KEYS],
  });
  const { id: userId } = await admin.user.create.mutate({
    realName: "李站长",
    mobile: "",
    email: "",
    roleIds: [role],
    siteIds: [site],
    enabled: true,
    enterpriseId: null,
    username: "east-operator",
    password: OPERATOR_PASSWORD,
  });
  await prisma.stationOperator.create({ data: { userId, stationId: stationA } });
  const operator = createApiClient({ baseUrl: url });
  await operator.auth.login.mutate({ username: "east-operator", password: OPERATOR_PASSWORD });
  return { stationA, stationB, villagerId: villager.id, operator };
}
