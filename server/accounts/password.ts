// DESIGN "Rules that keep it safe": passwords hashed with scrypt (memory-hard), compared in constant
// time. One stored string keeps the algorithm, its parameters, the salt and the hash, so the
// parameters can grow later and old hashes still verify:  scrypt$N=32768,r=8,p=1$<salt>$<hash>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 2^15 blocks of 8: 32 MiB a hash, about 50 ms on one core. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Parameters read back from a stored hash are held to this, so a tampered row cannot exhaust memory.
const MAX_N = 2 ** 20;

/** scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is exactly N=2^15, r=8, so give headroom. */
const maxmemFor = ({ N, r }: ScryptParams): number => 128 * N * r * 2;

function derive(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export interface ParsedHash {
  algorithm: 'scrypt';
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** The stored string's parts, or null when it is not a hash this code can check. */
export function parseHash(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // N must be a power of two above 1.
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(match[4]!, 'base64url');
  const hash = Buffer.from(match[5]!, 'base64url');
  if (salt.length < 8 || hash.length < 16) return null;
  return { algorithm: 'scrypt', params: { N, r, p }, salt, hash };
}

export const formatHash = ({ params, salt, hash }: Omit<ParsedHash, 'algorithm'>): string =>
  `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;

/** A new hash of `password` with a fresh random salt. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return formatHash({ params, salt, hash: await derive(password, salt, params, KEY_BYTES) });
}

/** True when `password` matches the stored hash, compared in constant time; false for a malformed one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when a stored hash was made with weaker parameters than today's, so it should be made again. */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

// A hash of nothing anyone can type, made once: a sign-in for an unknown email checks against it,
// so it spends the same scrypt work as a wrong password for a known one.
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(32).toString('base64url')));

/** A strong random password for the owner's first start: 24 url-safe characters, 144 bits. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');
