import type { DrawKind, DrawResult } from '@common/contract/lottery';
import { deriveNumbers, seedHash } from '@common/lottery/fairness';

/** What the browser itself finds for a revealed issue, without trusting the server's answer. */
export interface LocalCheck {
  /** SHA-256 of the revealed seed equals the hash published at opening. */
  hashMatches: boolean;
  /** The numbers derived here from the seed. */
  recomputed: string[];
  /** They equal the posted result. */
  resultMatches: boolean;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Recomputes an issue's hash and result in the browser (WebCrypto); null before the seed is revealed. */
export async function checkLocally(kind: DrawKind, issue: DrawResult): Promise<LocalCheck | null> {
  if (!issue.seed) return null;
  const [hash, derived] = await Promise.all([seedHash(issue.seed), deriveNumbers(kind, issue.seed, issue.gameCode, issue.issueNumber)]);
  return { hashMatches: hash === issue.seedHash.toLowerCase(), recomputed: derived.numbers, resultMatches: same(derived.numbers, issue.numbers) };
}
