import { z } from "zod";
import { zString } from "../kit/primitives.ts";

/**
 * The protocol fields every legacy call may carry, checked before anything else: the appId is
 * looked up, the nonce stored and the session key resolved before the caller is known, so they
 * must be text the database can store (no NUL, no lone surrogate). Their presence and meaning are
 * checked after, in the documented order (a missing appId is 203, a wrong sign 204, a missing
 * nonce 201). Other fields are the route's contract's.
 */
export const ZLegacyProtocolFields = z.object({
  appId: zString().optional(),
  nonce_str: zString().optional(),
  nonce: zString().optional(),
  nonceStr: zString().optional(),
  sign: zString().optional(),
  sessionKey: zString().optional(),
  _site_id_param: zString().optional(),
});
