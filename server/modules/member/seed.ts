/** The demo accounts of README "Demo merchant and accounts", seeded once (existing accounts are left alone). */
import type { MemberType } from '@common/contract/member';
import type { Database } from '../../db/connection';
import { hashPassword } from '../../security/scrypt';
import { addAffiliateCode } from '../agent';
import { createMember, findMemberByUsername } from './service';

interface DemoAccount {
  username: string;
  password: string;
  type: MemberType;
  nickname: string;
  agent?: boolean;
  affiliateCode?: string;
  firstTimeLogin?: boolean;
}

/** Every password here is public: DEMO_ACCOUNTS=auto keeps them out of production. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo1234', password: 'Demo12345', type: 1, nickname: 'Demo player' },
  { username: 'agent001', password: 'Agent12345', type: 1, nickname: 'Demo agent', agent: true, affiliateCode: 'AGENT01' },
  { username: 'newbie01', password: 'Newbie12345', type: 1, nickname: 'Newbie', firstTimeLogin: true },
];

const seeder = { actor: 'seed' };

/** Creates the missing demo accounts (and the agent's affiliate code) under the merchant. */
export async function seedDemoAccounts(db: Database, merchantCode: string, now: number): Promise<void> {
  await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => {
      const member =
        (await findMemberByUsername(db, merchantCode, demo.username)) ??
        (await createMember(
          db,
          {
            merchantCode,
            username: demo.username,
            passwordHash: await hashPassword(demo.password),
            passwordUpdatedAt: new Date(now),
            type: demo.type,
            nickname: demo.nickname,
            agent: demo.agent ?? false,
            firstTimeLogin: demo.firstTimeLogin ?? false,
          },
          seeder,
          'member.seeded',
        ));
      // Null only when another instance seeded the same account a moment ago.
      const seeded = member ?? (await findMemberByUsername(db, merchantCode, demo.username));
      if (seeded && demo.affiliateCode) await addAffiliateCode(db, merchantCode, demo.affiliateCode, seeded.id, seeder);
    }),
  );
}
