/**
 * Firebase phone sign-in: the site signs the number in with Firebase and sends the ID token; we
 * check its signature against the configured JWKS (Google's, or a local file) and its claims
 * as Firebase documents them: RS256, iss https://securetoken.google.com/<project>, aud
 * <project>, unexpired, a subject, a past auth_time, and the phone number being logged in.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../../config';

export interface FirebaseVerifier {
  /** True when the ID token is valid now and was issued for this E.164 number. */
  verifyPhone(idToken: string, phone: string, now: number): Promise<boolean>;
}

/** The verifier of the configured project, or null when FIREBASE_PROJECT_ID is unset (firebase login off). */
export async function firebaseVerifier(config: AppConfig, log: FastifyBaseLogger): Promise<FirebaseVerifier | null> {
  const project = config.firebaseProjectId;
  if (!project) return null;
  const keys: JWTVerifyGetKey = config.firebaseJwksFile
    ? createLocalJWKSet(JSON.parse(await readFile(config.firebaseJwksFile, 'utf8')) as JSONWebKeySet)
    : createRemoteJWKSet(new URL(config.firebaseJwksUrl));
  return {
    async verifyPhone(idToken, phone, now) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: `https://securetoken.google.com/${project}`,
          audience: project,
          algorithms: ['RS256'],
          currentDate: new Date(now),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const authTime = payload.auth_time;
        return (
          typeof payload.sub === 'string' &&
          payload.sub.length > 0 &&
          (typeof authTime !== 'number' || authTime * 1000 <= now) &&
          payload.phone_number === phone
        );
      } catch (err) {
        // The reason code only (expired, bad signature, JWKS unreachable…); never the token.
        log.info({ reason: (err as { code?: string }).code ?? 'unknown' }, 'firebase ID token refused');
        return false;
      }
    },
  };
}
