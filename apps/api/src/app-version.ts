import apiPackage from "../package.json" with { type: "json" };

/** This build's version (apps/api/package.json), shown in the fleet view and the start log. */
export const APP_VERSION: string = apiPackage.version;
