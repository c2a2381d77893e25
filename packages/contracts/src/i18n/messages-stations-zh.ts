/** Messages of the work platform's stations and station scope (spread into messagesZh). */
export const messagesStationsZh = {
  "error.stationOperatorTaken": "用户 {user} 已是服务站“{station}”的操作员，一个用户只能绑定一个服务站",
  "error.stationOperatorsCountyOnly": "服务站操作员只能由县级管理人员调整",
} as const;
