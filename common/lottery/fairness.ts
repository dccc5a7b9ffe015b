/**
 * Provably fair draws (docs/lottery-fairness.md): the result of an issue is a pure function of the
 * server seed, the game code and the issue number, so anyone holding the revealed seed can
 * recompute it, and the SHA-256 published at opening proves the seed was fixed before betting.
 * WebCrypto only, because this runs both on the server and in the browser's fairness page.
 */
import type { DrawKind } from '../contract/lottery';
import { runPlan, StreamReader, type StreamPlan } from '../fairness/stream';
import { VN_PRIZE_TIERS } from './games';

export { seedHash } from '../fairness/stream';

function* digitString(stream: StreamReader, width: number): Generator<number, string, Uint8Array> {
  let text = '';
  for (let i = 0; i < width; i += 1) text += String(yield* stream.byteBelow(10));
  return text;
}

/** The draw of an issue's result over its stream: one byte per digit or die (common/fairness/stream.ts). */
function* numbersPlan(kind: DrawKind): StreamPlan<{ numbers: string[]; prizes: string[][] | null }> {
  const stream = new StreamReader();
  const numbers: string[] = [];
  if (kind === 'ssc') {
    for (let i = 0; i < 5; i += 1) numbers.push(String(yield* stream.byteBelow(10)));
    return { numbers, prizes: null };
  }
  if (kind === 'k3') {
    for (let i = 0; i < 3; i += 1) numbers.push(String((yield* stream.byteBelow(6)) + 1));
    return { numbers, prizes: null };
  }
  const prizes: string[][] = [];
  for (const tier of VN_PRIZE_TIERS[kind]) {
    const group: string[] = [];
    for (let i = 0; i < tier.count; i += 1) group.push(yield* digitString(stream, tier.width));
    prizes.push(group);
    numbers.push(...group);
  }
  return { numbers, prizes };
}

/**
 * An issue's result. ssc: five digits "0"-"9"; k3: three dice "1"-"6" in the order drawn; VN:
 * every prize in prize order (special first), each digit by digit, with prizes grouped by tier.
 */
export async function deriveNumbers(
  kind: DrawKind,
  seedHex: string,
  gameCode: string,
  issueNumber: string,
): Promise<{ numbers: string[]; prizes: string[][] | null }> {
  // The stream of an issue: HMAC-SHA256(seed bytes, "<gameCode>:<issueNumber>:<counter>").
  return runPlan(numbersPlan(kind), seedHex, `${gameCode}:${issueNumber}:`);
}
