// Small real files for upload tests.

/** Bytes from hex text (whitespace ignored). */
export const hexBytes = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ""), "hex"));

/** A 1×1 PNG. */
export const TINY_PNG = hexBytes(`89504e470d0a1a0a0000000d4948445200000001000000010806000000
  1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2a3d8c40000000049454e44ae426082`);
