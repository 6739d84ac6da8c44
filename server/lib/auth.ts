import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, parseOptions } from '@node-rs/argon2';
import type { Db } from '../db/db.ts';

/**
 * New password hashes: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane), stored as a PHC
 * string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) that carries its own parameters.
 */
export const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2);
}

/** Hashes of earlier releases: scrypt$N$r$p$salt$key (base64url), verified with the N, r and p they name. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, nText, rText, pText, saltText, keyText] = stored.split('$');
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const valid = (x: number, max: number) => Number.isInteger(x) && x > 0 && x <= max;
  if (!saltText || !keyText || !valid(N, 2 ** 20) || !valid(r, 32) || !valid(p, 16))
    return Promise.resolve(false);
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length < 16 || expected.length > 64) return Promise.resolve(false);
  return new Promise((resolve) =>
    scrypt(
      password,
      Buffer.from(saltText, 'base64url'),
      expected.length,
      { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
      (err, key) => resolve(!err && timingSafeEqual(key, expected)),
    ),
  );
}

// A hash of a random password, verified when the phone has no account so both answers take as long.
let decoy: Promise<string> | undefined;
const decoyHash = () => {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoy;
};

export type PasswordCheck = {
  ok: boolean;
  /** The stored hash is of an older scheme or weaker parameters: store a new one after this sign-in. */
  rehash: boolean;
};

/**
 * Checks a password against a stored hash (argon2id, or the scrypt hashes of earlier releases).
 * Without a stored hash (unknown phone) it still runs one argon2id verification, so the time of the
 * answer does not tell whether an account exists.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<PasswordCheck> {
  if (!stored) {
    await argon2Verify(await decoyHash(), password).catch(() => false);
    return { ok: false, rehash: false };
  }
  if (stored.startsWith('scrypt$')) {
    const ok = await verifyScrypt(password, stored);
    return { ok, rehash: ok };
  }
  if (!stored.startsWith('$argon2')) return { ok: false, rehash: false };
  const ok = await argon2Verify(stored, password).catch(() => false);
  if (!ok) return { ok, rehash: false };
  const o = parseOptions(stored);
  const weaker =
    !stored.startsWith('$argon2id$') ||
    o.memoryCost < ARGON2.memoryCost ||
    o.timeCost < ARGON2.timeCost ||
    o.parallelism < ARGON2.parallelism;
  return { ok, rehash: weaker };
}

/** Warms the decoy hash up at start-up, so the first unknown-phone sign-in is not the slow one. */
export function prepareDecoyHash(): Promise<unknown> {
  return decoyHash();
}

export type TokenClaims = { sub: number; role: string; exp: number; sid: string };

export const TOKEN_TTL_SECONDS = 60 * 60;

/** A new session id: 128 random bits. */
export const newSessionId = () => randomBytes(16).toString('hex');

/**
 * Signed, expiring bearer tokens: base64url(JSON claims) + '.' + HMAC-SHA256. The claims name the
 * user, the expiry and the session (sid) that sign-out revokes; a token with any other shape
 * (more or fewer segments) is refused.
 */
export class TokenSigner {
  // The secret as a key object, made once: an HMAC keyed by a string prepares the key on every call.
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(sub: number, role: string, sid: string, ttlSeconds = TOKEN_TTL_SECONDS): string {
    const claims: TokenClaims = { sub, role, exp: Math.floor(this.now() / 1000) + ttlSeconds, sid };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  verify(token: string): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [body, mac] = parts;
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
      if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || typeof claims.sid !== 'string')
        return null;
      if (claims.exp * 1000 <= this.now()) return null;
      return claims;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** The signing secret: TOKEN_SECRET when set, else one made once and kept in the database for every replica. */
export async function loadTokenSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(32).toString('base64url');
  await db.query(
    "INSERT INTO app_settings (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING",
    [candidate],
  );
  const rows = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'token_secret'");
  const secret = rows[0]?.value;
  if (!secret) throw new Error('token secret missing');
  return secret;
}
