/**
 * The house slot's provably fair reel stops (docs/house-slot.md "Provably fair"):
 * block(counter) = HMAC-SHA256(key = server seed bytes, message = "<clientSeed>:<nonce>:<counter>"),
 * and each reel in order takes 4-byte big-endian words until one falls below the largest
 * multiple of its strip length under 2^32; its stop is that word mod the strip length.
 */
import { runPlan, StreamReader, type StreamPlan } from './stream';

/** The stream's message prefix of one spin: the counter follows it. */
export const slotPrefix = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}:`;

/** The draw of one spin's stops, reel 1 first, each uniform over its strip's positions. */
export function* slotStopsPlan(stripLengths: readonly number[]): StreamPlan<number[]> {
  const reader = new StreamReader();
  const stops: number[] = [];
  for (const length of stripLengths) stops.push(yield* reader.wordBelow(length));
  return stops;
}

/** One spin's stops with WebCrypto (the browser's check; the server runs the same plan with node:crypto). */
export function slotStops(serverSeedHex: string, clientSeed: string, nonce: number, stripLengths: readonly number[]): Promise<number[]> {
  return runPlan(slotStopsPlan(stripLengths), serverSeedHex, slotPrefix(clientSeed, nonce));
}
