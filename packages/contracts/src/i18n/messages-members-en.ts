import type { messagesMembersZh } from "./messages-members-zh.ts";

/** Messages of the sites' members and public forms (spread into messagesEn). */
export const messagesMembersEn: Record<keyof typeof messagesMembersZh, string> = {
  "error.rateLimited": "Too many requests; please try again later",
  "public.tooManyPosts": "Too many posts; please try again in an hour",
  "public.csrf": "The page has expired; please reload it and send again",
  "public.registerItemRequired": "Please fill in every item marked *",
  "public.registerItemInvalid": "A registration item's value is not one of its choices",
  "public.registerItemNumber": "A registration item needs a number",
  "public.registerItemDate": "A registration item's date must read year-month-day",
  "public.captcha": "Wrong verification code",
  "public.registerClosed": "Registration is closed",
  "public.mobileUsername": "Enter an 11-digit mobile number as the username",
  "public.passwordMismatch": "The two passwords differ",
  "public.wrongCredentials": "Wrong mobile number or password",
  "public.memberPending": "The account is waiting for review",
  "public.signInRequired": "Please sign in first",
  "public.wrongPassword": "The current password is wrong",
  "public.tooLong": "Too long",
  "public.guestbookClosed": "The guestbook has no category yet",
  "public.registered": "Registered and signed in",
  "public.passwordChanged": "Password changed",
  "public.commentPassed": "Comment posted",
  "public.commentWaiting": "Comment sent; it shows once reviewed",
  "public.guestbookWaiting": "Post sent; it shows once reviewed",
} as const;
