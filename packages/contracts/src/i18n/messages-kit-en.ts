import type { messagesKitZh } from "./messages-kit-zh.ts";

export const messagesKitEn: Record<keyof typeof messagesKitZh, string> = {
  "validation.textInvalid":
    "Contains characters that cannot be stored (a NUL or a broken emoji); remove them and retry",
  "validation.monthFormat": "Enter a valid month (yyyy-MM)",
  "validation.dateTimeFormat": "Enter a valid time (yyyy-MM-dd HH:mm)",
  "validation.url": "Enter an address starting with http:// or https://",
  "validation.linkUrl": "Upload the file, or enter an address starting with http:// or https://",
  "validation.idCard": "Invalid ID card number (18 characters, the last one a check character)",
  "validation.number": "Enter a number",
  "validation.integer": "Enter a whole number",
  "validation.tooSmall": "The value is too small",
  "validation.tooBig": "The value is too large",
  "validation.decimals": "Too many decimal places",
  "validation.choose": "Please choose",
  "error.duplicate": "A record with the same values already exists",
  "error.stockNegative": "Not enough stock: the quantity cannot fall below 0",
  "error.sameState": "The state is unchanged",
  "error.goodsNotListable": "Only approved goods of approved enterprises can be listed in the mall",
  "validation.stockPlaceRequired": "Choose a village station or a base",
  "validation.stockPlaceOne": "Choose either a village station or a base, not both",
  "validation.originalPrice": "The original price cannot be below the price",
  "validation.townUnknown": "No such town",
  "validation.stationUnknown": "No such station",
  "validation.duplicateInFile": "Same as row {row} of the sheet",
  "validation.waybillExists": "This waybill number already exists",
  "validation.goodsEnterprise": "The enterprise must be the goods' own",
};
