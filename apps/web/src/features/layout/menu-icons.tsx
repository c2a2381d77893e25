import {
  IconAlertTriangle, IconBox, IconBriefcase, IconBuildingFactory2, IconBuildingStore, IconCash, IconChartBar,
  IconHeartHandshake, IconHome2, IconLayoutDashboard, IconMap2, IconPackage, IconPlant2, IconQrcode, IconRoute,
  IconScan, IconSchool, IconSettings, IconShieldCheck, IconShoppingCart, IconTemperature, IconTemplate, IconTruck,
  IconUsers, type Icon,
} from "@tabler/icons-react";
import type { GroupIcon } from "../../navigation/route-registry.ts";

export const GROUP_ICONS: Record<GroupIcon, Icon> = {
  building: IconBuildingFactory2,
  package: IconPackage,
  users: IconUsers,
  heart: IconHeartHandshake,
  school: IconSchool,
  shopping: IconShoppingCart,
  chart: IconChartBar,
  map: IconMap2,
  truck: IconTruck,
  boxes: IconBox,
  plant: IconPlant2,
  home: IconHome2,
  cash: IconCash,
  temperature: IconTemperature,
  template: IconTemplate,
  route: IconRoute,
  qrcode: IconQrcode,
  scan: IconScan,
  alert: IconAlertTriangle,
  shield: IconShieldCheck,
  store: IconBuildingStore,
  briefcase: IconBriefcase,
  settings: IconSettings,
  dashboard: IconLayoutDashboard,
};

/** Top-level entries (outside any group) get their own icon. */
export const LEAF_ICONS: Record<string, Icon> = { "/work": IconLayoutDashboard };
