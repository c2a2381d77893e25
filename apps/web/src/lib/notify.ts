import { notifications } from "@mantine/notifications";

/** Spec section 8: errors last 3.5 s (closable) on login and register, 2.5 s elsewhere; successes 1 s. */
const TOAST_MS = { authError: 3500, error: 2500, success: 1000 } as const;

export function notifyAuthError(message: string): void {
  notifications.show({ color: "red", message, autoClose: TOAST_MS.authError, withCloseButton: true });
}

export function notifyError(message: string): void {
  notifications.show({ color: "red", message, autoClose: TOAST_MS.error, withCloseButton: true });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: "green", message, autoClose: TOAST_MS.success, withCloseButton: false });
}
