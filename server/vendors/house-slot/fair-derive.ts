/**
 * The provably fair stops on the server: the plan of common/fairness/slot.ts (the one a browser
 * runs with WebCrypto) driven synchronously by node:crypto, so a spin needs no await between
 * its nonce and its record. Tests hold the two drivers equal.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { slotPrefix, slotStopsPlan } from '@common/fairness/slot';
import { blockMessage, hexToBytes, type StreamPlan } from '@common/fairness/stream';
import { SERVER_SEED_BYTES } from '@common/rules/slotFairness';
import { REELS } from './engine';

/** Each reel's strip length, reel 1 first: what each reel's stop is drawn below. */
export const STRIP_LENGTHS: readonly number[] = REELS.map((strip) => strip.length);

/** Runs `plan` over HMAC-SHA256(key = seed bytes, "<prefix><counter>") with node:crypto. */
export function runPlanSync<T>(plan: StreamPlan<T>, seedHex: string, prefix: string): T {
  const key = hexToBytes(seedHex);
  let step = plan.next();
  while (!step.done) step = plan.next(new Uint8Array(createHmac('sha256', key).update(blockMessage(prefix, step.value), 'utf8').digest()));
  return step.value;
}

/** One spin's stops, reel 1 first. */
export const fairStops = (serverSeedHex: string, clientSeed: string, nonce: number): number[] =>
  runPlanSync(slotStopsPlan(STRIP_LENGTHS), serverSeedHex, slotPrefix(clientSeed, nonce));

/** Lowercase hex SHA-256 of the seed's bytes: the commitment shown before play. */
export const serverSeedHash = (seedHex: string): string => createHash('sha256').update(hexToBytes(seedHex)).digest('hex');

/** A fresh server seed: 32 bytes from node:crypto, hex. */
export const newServerSeed = (): string => randomBytes(SERVER_SEED_BYTES).toString('hex');

/** The client seed a member starts with until they choose one: 8 random bytes, hex. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');
