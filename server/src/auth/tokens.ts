import { errors, jwtVerify, SignJWT } from "jose";

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
export const MIN_SECRET_BYTES = 32;

// Both kinds are signed with the one secret: the audience keeps a device token from passing as a
// session and the other way round.
const SESSION_AUDIENCE = "admin-session";
const DEVICE_AUDIENCE = "known-device";

export interface TokenClaims {
  adminId: string;
  tokenVersion: number;
  /** The row in admin_sessions that signing out deletes. */
  sessionId: string;
}

export interface DeviceClaims {
  adminId: string;
  deviceId: string;
  /** The admin's token version when it was given: a change of credentials forgets every device. */
  tokenVersion: number;
  /** The admin's device generation when it was given: "sign out other devices" forgets the others. */
  generation: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: "expired" | "invalid" };

export function createTokenService(secret: Uint8Array, now: () => Date) {
  // jose accepts any key length for HS256; a short one would be guessable.
  if (secret.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`The token secret must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  const seconds = () => Math.floor(now().getTime() / 1000);

  const sign = (claims: Record<string, unknown>, subject: string, audience: string, lifetime: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(subject)
      .setAudience(audience)
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + lifetime)
      .sign(secret);

  const verify = (token: string, audience: string) =>
    jwtVerify(token, secret, {
      algorithms: ["HS256"],
      audience,
      currentDate: now(),
      requiredClaims: ["sub", "exp", "iat"],
    });

  return {
    sign: ({ adminId, tokenVersion, sessionId }: TokenClaims): Promise<string> =>
      sign({ ver: tokenVersion, sid: sessionId }, adminId, SESSION_AUDIENCE, TOKEN_LIFETIME_SECONDS),

    async verify(token: string): Promise<TokenCheck> {
      try {
        const { payload } = await verify(token, SESSION_AUDIENCE);
        if (
          typeof payload.sub !== "string" ||
          typeof payload.ver !== "number" ||
          typeof payload.sid !== "string"
        ) {
          return { ok: false, reason: "invalid" };
        }
        return {
          ok: true,
          claims: { adminId: payload.sub, tokenVersion: payload.ver, sessionId: payload.sid },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },

    /** The known-device token: this browser signed in as this admin before (OWASP "device cookies"). */
    signDevice: ({ adminId, deviceId, tokenVersion, generation }: DeviceClaims): Promise<string> =>
      sign(
        { dev: deviceId, ver: tokenVersion, gen: generation },
        adminId,
        DEVICE_AUDIENCE,
        DEVICE_LIFETIME_SECONDS,
      ),

    async verifyDevice(token: string): Promise<DeviceClaims | null> {
      try {
        const { payload } = await verify(token, DEVICE_AUDIENCE);
        if (
          typeof payload.sub !== "string" ||
          typeof payload.dev !== "string" ||
          typeof payload.ver !== "number"
        )
          return null;
        // One given before generations were counted belongs to the first.
        const generation = typeof payload.gen === "number" ? payload.gen : 0;
        return { adminId: payload.sub, deviceId: payload.dev, tokenVersion: payload.ver, generation };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
