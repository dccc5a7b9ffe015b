/**
 * The bonuses' wagering a withdrawal also waits for. The promotions module owns bonuses and reads
 * them; it hands its reader to this registry from its plugin (and imports this module for the
 * deposits' requirement), so withdrawals never imports promotions and the two form no cycle.
 */
import type { BonusValue } from '@common/contract/promotions';
import type { Database } from '../../db/connection';

/** A member's active bonuses and what they still need staked, all together (minor units), as of now. */
export interface MemberBonusWagering {
  remaining: bigint;
  bonuses: BonusValue[];
}

/** Reads a member's bonus wagering; `db` may be the withdrawal's transaction. */
export type BonusWageringReader = (db: Database, merchantCode: string, memberId: number, language: string | undefined) => Promise<MemberBonusWagering>;

const NONE: MemberBonusWagering = { remaining: 0n, bonuses: [] };

/** The one reader the promotions plugin provides; none (nothing to wager) until it does. */
export class BonusWagering {
  private reader: BonusWageringReader | null = null;

  /** Installs the reader (once: a second would hide the first). */
  provide(reader: BonusWageringReader): void {
    if (this.reader) throw new Error('bonus wagering: a reader is already provided');
    this.reader = reader;
  }

  /** The member's bonus wagering as of now. */
  of(db: Database, merchantCode: string, memberId: number, language: string | undefined): Promise<MemberBonusWagering> {
    return this.reader ? this.reader(db, merchantCode, memberId, language) : Promise.resolve(NONE);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where promotions plugs in its bonus wagering (plugin 'withdrawals'). */
    bonusWagering: BonusWagering;
  }
}
