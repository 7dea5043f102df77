import { errors, jwtVerify, SignJWT } from "jose";

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const MIN_SECRET_BYTES = 32;

export interface TokenClaims {
  adminId: string;
  tokenVersion: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: "expired" | "invalid" };

export function createTokenService(secret: Uint8Array, now: () => Date) {
  // jose accepts any key length for HS256; a short one would be guessable.
  if (secret.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`The token secret must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    sign: ({ adminId, tokenVersion }: TokenClaims): Promise<string> =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(adminId)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + TOKEN_LIFETIME_SECONDS)
        .sign(secret),

    async verify(token: string): Promise<TokenCheck> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ["HS256"],
          currentDate: now(),
          requiredClaims: ["sub", "exp", "iat"],
        });
        if (typeof payload.sub !== "string" || typeof payload.ver !== "number") {
          return { ok: false, reason: "invalid" };
        }
        return { ok: true, claims: { adminId: payload.sub, tokenVersion: payload.ver } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
