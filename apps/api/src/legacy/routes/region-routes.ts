import { REGIONS } from "@suyuan/contracts/region/regions";
import { legacyRoute } from "../legacy-route.ts";

// The embedded province > city > county list for legacy clients; the web imports the same JSON
// from contracts and never calls this. Any signed-in user may read it: it is reference data, and
// the sign-in and register pages do not need it.

export const regionRoutes = [
  legacyRoute({
    paths: ["/common/provinces_city_county"],
    access: "authenticated",
    handle() {
      // The wrapper's body is the list of provinces (spec section 3).
      return Promise.resolve({ body: REGIONS });
    },
  }),
];
