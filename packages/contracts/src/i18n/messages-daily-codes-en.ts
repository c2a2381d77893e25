import type { messagesDailyCodesZh } from "./messages-daily-codes-zh.ts";

/** Messages of station daily reports, enterprise codes and commodity codes (spread into messagesEn). */
export const messagesDailyCodesEn: Record<keyof typeof messagesDailyCodesZh, string> = {
  "error.dailyReportExists": "Station “{station}” already has a report for {day}; change that report instead",
  "error.dailyReportLocked":
    "The report of {day} is more than {days} days old: only county staff may change or delete it",
  "validation.dailyReportFuture": "A report cannot be for a day after today",
  "validation.companyPrefix": "A company prefix is 7 to 10 digits",
  "error.companyPrefixTaken": "This company prefix is already assigned to another enterprise",
  "error.enterpriseHasCode": "This enterprise already has a company prefix",
  "error.companyPrefixInUse":
    "Commodity codes are numbered under this prefix: its prefix and enterprise can no longer change",
  "validation.itemReference": "An item reference is 2 to 5 digits",
  "validation.itemReferenceLength": "Under company prefix {prefix} an item reference has {length} digits",
  "error.enterpriseWithoutCode": "This enterprise has no company prefix yet",
  "error.itemReferenceTaken": "This item reference is already used by the enterprise",
  "error.commodityCodeNoGoods": "This commodity code is linked to no goods record",
  "validation.categoryCode": "A category code has letters and digits only",
  "error.categoryCodeTaken": "This category code already exists",
  "error.categoryCycle": "The parent cannot be the category itself or one below it",
  "error.categoryTooDeep": "Categories go at most {max} levels deep",
  "error.categoryHasChildren": "The category still has subcategories and cannot be deleted",
};
