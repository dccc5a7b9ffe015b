/**
 * Solves a captcha's proof of work (altcha-lib, WebCrypto's PBKDF2): the server sends the challenge
 * with the image, the answer carries the solution back as captchaPow (docs/security.md, "Captcha").
 * The library is its own chunk: most visits never see a captcha.
 */
import type { Challenge, Payload } from 'altcha-lib';

/** The solution to `pow` (base64 JSON of the challenge), as base64 JSON of challenge and solution; null when none was found. */
export async function solvePow(pow: string): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import(/* webpackChunkName: "captcha-pow" */ 'altcha-lib'),
    import(/* webpackChunkName: "captcha-pow" */ 'altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const challenge = JSON.parse(atob(pow)) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) return null;
  const payload: Payload = { challenge, solution };
  return btoa(JSON.stringify(payload));
}
