import dayjs from "dayjs";

/** Spec section 9: dates are yyyy-MM-dd; times add HH:mm (or HH:mm:ss for logs). */
export function formatDate(value: Date | string | null | undefined): string {
  return value ? dayjs(value).format("YYYY-MM-DD") : "";
}

export function formatDateTime(value: Date | string | null | undefined): string {
  return value ? dayjs(value).format("YYYY-MM-DD HH:mm") : "";
}

export function formatDateTimeSeconds(value: Date | string | null | undefined): string {
  return value ? dayjs(value).format("YYYY-MM-DD HH:mm:ss") : "";
}

/** A date picker's value as the yyyy-MM-dd filters send. */
export function toDateParam(value: Date | string | null): string | undefined {
  return value ? dayjs(value).format("YYYY-MM-DD") : undefined;
}

export function fromDateParam(value: string | undefined): Date | null {
  return value ? dayjs(value, "YYYY-MM-DD").toDate() : null;
}
