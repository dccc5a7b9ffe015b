/**
 * The provably fair slot's seeds and spins (docs/house-slot.md "Provably fair"). A member's seed
 * pair is created on first need; each spin takes the active seed's next nonce in the same
 * statement that counts it up (never read-then-write), and records its stops under its round.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { SLOT_SPINS_PAGE } from '@common/rules/slotFairness';
import { houseSlotSeeds, houseSlotSpins } from './fair-tables';
import { fairStops, newClientSeed, newServerSeed, serverSeedHash } from './fair-derive';

export interface SlotMember {
  merchantCode: string;
  memberId: number;
}

/** What a member sees of the active seed pair: never the server seed itself. */
export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/** A seed that was rotated out: now shown. */
export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Spins played with it: nonces 0 … spins − 1. */
  spins: number;
}

export interface PastSpin {
  roundId: string;
  serverSeedHash: string;
  /** Null until the member rotates the seed. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  stops: number[];
  stake: number;
  win: number;
  at: string;
}

const active = (memberId: number) => and(eq(houseSlotSeeds.memberId, memberId), isNull(houseSlotSeeds.revealedAt));

/** Creates the member's active seed pair unless one exists (the partial unique index decides a race). */
async function ensureSeed(db: Database, member: SlotMember, now: number, clientSeed = newClientSeed()): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(houseSlotSeeds)
    .values({ ...member, serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed, createdAt: new Date(now) })
    .onConflictDoNothing();
}

/** The active seed pair's public side, created on first need. */
export async function fairState(db: Database, member: SlotMember, now: number): Promise<FairState> {
  for (;;) {
    const [row] = await db
      .select({ serverSeedHash: houseSlotSeeds.serverSeedHash, clientSeed: houseSlotSeeds.clientSeed, nextNonce: houseSlotSeeds.nextNonce })
      .from(houseSlotSeeds)
      .where(active(member.memberId));
    if (row) return row;
    await ensureSeed(db, member, now);
  }
}

/**
 * One spin's stops and record: the active seed's nonce is taken and counted up in one UPDATE (a
 * concurrent spin waits for the row and gets the next one; a concurrent rotation either comes
 * after, revealing this spin's seed, or before, and this spin uses the new seed), then the spin
 * is stored with its round, all in one transaction.
 */
export async function playFairSpin<T extends { stops: number[]; stake: number; win: number }>(
  db: Database,
  member: SlotMember,
  roundId: string,
  now: number,
  outcomeAt: (stops: number[]) => T,
): Promise<T & { nonce: number }> {
  return db.transaction(async (tx) => {
    for (;;) {
      const [seed] = await tx
        .update(houseSlotSeeds)
        .set({ nextNonce: sql`${houseSlotSeeds.nextNonce} + 1` })
        .where(active(member.memberId))
        .returning({ id: houseSlotSeeds.id, serverSeed: houseSlotSeeds.serverSeed, clientSeed: houseSlotSeeds.clientSeed, nonce: sql<number>`${houseSlotSeeds.nextNonce} - 1` });
      if (!seed) {
        await ensureSeed(tx, member, now);
        continue;
      }
      const nonce = Number(seed.nonce);
      const outcome = outcomeAt(fairStops(seed.serverSeed, seed.clientSeed, nonce));
      await tx.insert(houseSlotSpins).values({
        roundId,
        memberId: member.memberId,
        seedId: seed.id,
        clientSeed: seed.clientSeed,
        nonce,
        stops: outcome.stops,
        stake: outcome.stake,
        win: outcome.win,
        createdAt: new Date(now),
      });
      return { ...outcome, nonce };
    }
  });
}

/**
 * Rotates the seed pair: the active server seed is revealed (its spins become verifiable) and a
 * new one, with its hash, takes over at nonce 0, with `clientSeed` or the old client seed.
 * Changing the client seed is a rotation too, so each seed pair's spins are nonces 0, 1, 2….
 */
export async function rotateSeed(
  db: Database,
  member: SlotMember,
  now: number,
  clientSeed?: string,
): Promise<{ revealed: RevealedSeed; next: FairState }> {
  const revealed = await db.transaction(async (tx) => {
    // Always one seed revealed and one made: a rotation racing another reveals the seed the other made (unused), not nothing.
    for (;;) {
      const [old] = await tx
        .update(houseSlotSeeds)
        .set({ revealedAt: new Date(now) })
        .where(active(member.memberId))
        .returning({ serverSeed: houseSlotSeeds.serverSeed, serverSeedHash: houseSlotSeeds.serverSeedHash, clientSeed: houseSlotSeeds.clientSeed, spins: houseSlotSeeds.nextNonce });
      if (old) {
        await ensureSeed(tx, member, now, clientSeed ?? old.clientSeed);
        return old;
      }
      await ensureSeed(tx, member, now, clientSeed);
    }
  });
  return { revealed, next: await fairState(db, member, now) };
}

const spinColumns = {
  roundId: houseSlotSpins.roundId,
  serverSeedHash: houseSlotSeeds.serverSeedHash,
  serverSeed: sql<string | null>`case when ${houseSlotSeeds.revealedAt} is null then null else ${houseSlotSeeds.serverSeed} end`,
  clientSeed: houseSlotSpins.clientSeed,
  nonce: houseSlotSpins.nonce,
  stops: houseSlotSpins.stops,
  stake: houseSlotSpins.stake,
  win: houseSlotSpins.win,
  createdAt: houseSlotSpins.createdAt,
};

interface SpinRow extends Omit<PastSpin, 'at'> {
  createdAt: Date;
}

const pastSpin = ({ createdAt, ...row }: SpinRow): PastSpin => ({ ...row, at: createdAt.toISOString() });

/** The member's own spins, newest first, a page at a time (page 0 first). */
export async function pastSpins(db: Database, memberId: number, page: number): Promise<{ spins: PastSpin[]; hasMore: boolean }> {
  const rows = await db
    .select(spinColumns)
    .from(houseSlotSpins)
    .innerJoin(houseSlotSeeds, eq(houseSlotSeeds.id, houseSlotSpins.seedId))
    .where(eq(houseSlotSpins.memberId, memberId))
    .orderBy(desc(houseSlotSpins.createdAt), desc(houseSlotSpins.seedId), desc(houseSlotSpins.nonce))
    .limit(SLOT_SPINS_PAGE + 1)
    .offset(page * SLOT_SPINS_PAGE);
  return { spins: rows.slice(0, SLOT_SPINS_PAGE).map(pastSpin), hasMore: rows.length > SLOT_SPINS_PAGE };
}

/** One spin by its round id, anyone's (the public verifier); its server seed only once revealed. */
export async function spinOfRound(db: Database, roundId: string): Promise<PastSpin | null> {
  const [row] = await db.select(spinColumns).from(houseSlotSpins).innerJoin(houseSlotSeeds, eq(houseSlotSeeds.id, houseSlotSpins.seedId)).where(eq(houseSlotSpins.roundId, roundId));
  return row ? pastSpin(row) : null;
}
