import type { messagesAgencyZh } from "./messages-agency-zh.ts";

export const messagesAgencyEn: Record<keyof typeof messagesAgencyZh, string> = {
  "validation.villagerRequired": "Pick a villager record or type the villager's name",
  "validation.purchaseItemsRequired": "Add at least one item to buy",
  "validation.purchaseItemNameRequired": "Fill in the item's name",
  "validation.purchaseTotalTooBig": "The order total is too large",
  "validation.purchaseActualRequired": "Enter the actual amount when recording the arrival",
  "validation.agencyProductRequired": "Pick goods or type the product",
  "validation.buyerRequired": "Fill in the buyer",
  "error.purchaseToSubmitted": "A purchase order cannot go back to submitted",
  "error.purchaseToPurchasing": "Only a submitted purchase order can start purchasing",
  "error.purchaseToArrived": "Only a purchase order being purchased can arrive",
  "error.purchaseToDelivered": "Only an arrived purchase order can be delivered",
  "error.purchaseToCancelled": "Only a purchase order before arrival (submitted or purchasing) can be cancelled",
  "error.purchaseChanged": "Someone else changed the order's status; refresh and try again",
  "error.purchaseNotEditable":
    "Only a submitted purchase order can be edited; once purchasing, change its status instead",
  "error.purchaseNotDeletable": "Only a submitted or cancelled purchase order can be deleted",
  "error.agencySettledReadOnly": "A settled sales agency record is read-only: it cannot be changed or deleted",
  "error.agencySoldNotEditable": "A sold-out sales agency record cannot be changed; settle it",
  "error.agencyHasSales": "A sales agency record with sales cannot be deleted",
  "error.agencyNotListed": "Sales can be recorded only while the record is listed",
  "error.agencyOversell": "The quantity exceeds what is left ({remaining})",
  "error.agencyQuantityBelowSold": "The quantity must exceed what was sold ({sold})",
  "error.agencyNothingSold": "Nothing has been sold yet: nothing to settle",
  "error.agencyCommissionTooBig": "The commission cannot exceed the sales amount ({amount} yuan)",
  "error.agencyChanged": "Someone else changed the record; refresh and try again",
};
