// Which province a browser location is in, APPROXIMATELY: the province whose capital is nearest
// (great-circle distance). Near a border the answer may be the neighbour; it is meant for the
// scans-per-province chart, not for anything that must be exact. Locations outside a box around
// China have no province.

/** Province code (GB/T 2260) → the capital's latitude and longitude. */
const PROVINCE_CAPITALS: readonly (readonly [code: string, latitude: number, longitude: number])[] = [
  ["110000", 39.904, 116.407], // 北京
  ["120000", 39.125, 117.19], // 天津
  ["130000", 38.042, 114.514], // 石家庄
  ["140000", 37.87, 112.549], // 太原
  ["150000", 40.842, 111.749], // 呼和浩特
  ["210000", 41.805, 123.431], // 沈阳
  ["220000", 43.817, 125.324], // 长春
  ["230000", 45.803, 126.535], // 哈尔滨
  ["310000", 31.23, 121.474], // 上海
  ["320000", 32.06, 118.797], // 南京
  ["330000", 30.274, 120.155], // 杭州
  ["340000", 31.821, 117.227], // 合肥
  ["350000", 26.075, 119.296], // 福州
  ["360000", 28.682, 115.858], // 南昌
  ["370000", 36.651, 117.12], // 济南
  ["410000", 34.747, 113.625], // 郑州
  ["420000", 30.593, 114.305], // 武汉
  ["430000", 28.228, 112.939], // 长沙
  ["440000", 23.129, 113.264], // 广州
  ["450000", 22.817, 108.366], // 南宁
  ["460000", 20.044, 110.199], // 海口
  ["500000", 29.563, 106.551], // 重庆
  ["510000", 30.573, 104.066], // 成都
  ["520000", 26.647, 106.63], // 贵阳
  ["530000", 25.038, 102.718], // 昆明
  ["540000", 29.652, 91.172], // 拉萨
  ["610000", 34.341, 108.94], // 西安
  ["620000", 36.061, 103.834], // 兰州
  ["630000", 36.617, 101.778], // 西宁
  ["640000", 38.487, 106.231], // 银川
  ["650000", 43.825, 87.617], // 乌鲁木齐
  ["710000", 25.033, 121.565], // 台北
  ["810000", 22.32, 114.169], // 香港
  ["820000", 22.199, 113.544], // 澳门
];

const CHINA_BOX = { minLatitude: 15, maxLatitude: 54, minLongitude: 73, maxLongitude: 136 };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
function distanceKm(latitude1: number, longitude1: number, latitude2: number, longitude2: number): number {
  const dLat = radians(latitude2 - latitude1);
  const dLon = radians(longitude2 - longitude1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(latitude1)) * Math.cos(radians(latitude2)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The 6-digit code of the province nearest the location, or null outside China's box. */
export function nearestProvince(latitude: number, longitude: number): string | null {
  if (
    latitude < CHINA_BOX.minLatitude ||
    latitude > CHINA_BOX.maxLatitude ||
    longitude < CHINA_BOX.minLongitude ||
    longitude > CHINA_BOX.maxLongitude
  )
    return null;
  let best: string | null = null;
  let bestKm = Infinity;
  for (const [code, capitalLatitude, capitalLongitude] of PROVINCE_CAPITALS) {
    const km = distanceKm(latitude, longitude, capitalLatitude, capitalLongitude);
    if (km < bestKm) {
      bestKm = km;
      best = code;
    }
  }
  return best;
}
