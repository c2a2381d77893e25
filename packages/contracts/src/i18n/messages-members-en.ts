import type { messagesMembersZh } from "./messages-members-zh.ts";

/** Messages of the sites' members and public forms (spread into messagesEn). */
export const messagesMembersEn: Record<keyof typeof messagesMembersZh, string> = {
  "error.rateLimited": "Too many requests; please try again later",
  "public.tooManyPosts": "Too many posts; please try again in an hour",
  "public.csrf": "The page has expired; please reload it and send again",
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
  "public.commentClosed": "Comments are closed on this site",
  "public.guestbookOff": "The guestbook is closed on this site",
  "public.guestbookSignIn": "Sign in as a member to post.",
  "public.memberOff": "Member features are off on this site",
  "public.dayLimit": "You have reached today's limit; please try again tomorrow",
} as const;
