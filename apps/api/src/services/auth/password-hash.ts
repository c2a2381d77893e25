import { hash, verify } from "@node-rs/argon2";

// Argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
// (Algorithm is a const enum in the binding's types; 2 is Argon2id.)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy-password-for-timing-1!");
  await verifyPassword(await dummyHash, password);
}
