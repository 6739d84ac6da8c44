import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A memory-hard password hash: scrypt$N$r$p$salt$key (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64url'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export type TokenClaims = { sub: number; role: string; exp: number };

export const TOKEN_TTL_SECONDS = 60 * 60;

/** Signed, expiring bearer tokens: base64url(JSON claims) + '.' + HMAC-SHA256. */
export class TokenSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  sign(sub: number, role: string, ttlSeconds = TOKEN_TTL_SECONDS): string {
    const claims: TokenClaims = { sub, role, exp: Math.floor(this.now() / 1000) + ttlSeconds };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  verify(token: string): TokenClaims | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
      if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number') return null;
      if (claims.exp * 1000 <= this.now()) return null;
      return claims;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
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
