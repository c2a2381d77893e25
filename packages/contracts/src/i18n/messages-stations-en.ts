import type { messagesStationsZh } from "./messages-stations-zh.ts";

/** English messages of the work platform's stations and station scope (spread into messagesEn). */
export const messagesStationsEn: Record<keyof typeof messagesStationsZh, string> = {
  "error.stationOperatorTaken": "User {user} already operates station “{station}”; a user operates one station only",
  "error.stationOperatorsCountyOnly": "Only county staff may change a station's operators",
};
