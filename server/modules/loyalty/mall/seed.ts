/**
 * The demo mall (docs/loyalty.md "Demo data"): one item of each kind, live from the seed's time,
 * in English and Bangla — bonus credit with its own wagering, a ticket in the house lottery's
 * one-minute SSC, and physical goods with a small stock and a per-member limit. Seeding again adds
 * nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { MallItemDraft } from '@common/contract/consoleLoyalty';
import type { Database } from '../../../db/connection';
import { recordAudit } from '../../audit';
import { itemColumns } from './console-items';
import { mallItems } from './tables';
import { checkItemDraft } from './validate';

/** The house lottery game the demo ticket plays (its issues are made by the lottery scheduler). */
export const SEED_TICKET_GAME = 'SSC1';

const none = { bonusAmount: null, wageringMultiplierPercent: null, lotteryGameCode: null, ticketStake: null };

/** The demo items (prices in points, amounts in minor units). */
export function seedItemDrafts(at: number): MallItemDraft[] {
  const base = { imageUrl: null, stock: null, perMemberLimit: null, minLevelRank: null, startsAt: at, endsAt: null };
  return [
    {
      ...base,
      ...none,
      kind: 'bonus',
      title: { EN: '৳50 bonus credit', BN: '৳৫০ বোনাস ক্রেডিট' },
      description: { EN: 'A ৳50 bonus to play with; wager it 3 times to withdraw.', BN: 'খেলার জন্য ৳৫০ বোনাস; উত্তোলনের জন্য ৩ বার বাজি ধরুন।' },
      pricePoints: 500,
      bonusAmount: 5_000,
      wageringMultiplierPercent: 300,
      sortOrder: 1,
    },
    {
      ...base,
      ...none,
      kind: 'lotteryTicket',
      title: { EN: 'Free SSC 1-minute ticket', BN: 'ফ্রি SSC ১-মিনিট টিকিট' },
      description: { EN: 'A ৳10 ticket in the next draw of our 1-minute SSC, numbers picked for you.', BN: 'আমাদের ১-মিনিট SSC-এর পরের ড্রতে ৳১০ টিকিট, নম্বর আপনার জন্য বাছাই করা।' },
      pricePoints: 100,
      perMemberLimit: 10,
      lotteryGameCode: SEED_TICKET_GAME,
      ticketStake: 1_000,
      sortOrder: 2,
    },
    {
      ...base,
      ...none,
      kind: 'physical',
      title: { EN: 'Team jersey', BN: 'টিম জার্সি' },
      description: { EN: 'An official team jersey delivered to your door.', BN: 'আপনার দরজায় পৌঁছে দেওয়া অফিসিয়াল টিম জার্সি।' },
      pricePoints: 5_000,
      stock: 20,
      perMemberLimit: 1,
      sortOrder: 3,
    },
  ];
}

/** Seeds the demo items once per merchant; how many it added. */
export async function seedMall(db: Database, merchantCode: string, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [any] = await tx.select({ id: mallItems.id }).from(mallItems).where(and(eq(mallItems.merchantCode, merchantCode), eq(mallItems.createdBy, 'seed'))).limit(1);
    if (any) return 0;
    const drafts = seedItemDrafts(at.getTime());
    drafts.forEach(checkItemDraft);
    const rows = await tx
      .insert(mallItems)
      .values(drafts.map((draft) => ({ ...itemColumns(draft), merchantCode, state: 'live' as const, createdBy: 'seed', createdAt: at, updatedAt: at })))
      .returning({ id: mallItems.id });
    await recordAudit(tx, { actor: 'seed' }, { action: 'loyalty.mall.seed', subject: `mall:${merchantCode}`, merchantCode, detail: { items: rows.map((r) => r.id) } });
    return rows.length;
  });
}
