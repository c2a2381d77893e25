/** The town and station pages' texts (the product's two languages). */
export const TOWN_TEXTS = {
  stations: { zh: "村级服务站", en: "Village stations" },
  stationCount: { zh: "服务站总数", en: "Stations" },
  openCount: { zh: "营业中服务站", en: "Open stations" },
  noStations: { zh: "该乡镇暂无村级服务站", en: "No village stations in this town yet" },
  addStation: { zh: "新增服务站", en: "Add station" },
  coordinates: { zh: "服务站坐标", en: "Coordinates" },
  longitude: { zh: "经度", en: "Longitude" },
  latitude: { zh: "纬度", en: "Latitude" },
  noCoordinates: { zh: "未填写经纬度", en: "No coordinates entered" },
  copy: { zh: "复制坐标（纬度,经度）", en: "Copy coordinates (lat,lng)" },
  copied: { zh: "已复制", en: "Copied" },
} as const;
