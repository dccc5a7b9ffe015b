/** The demo accounts of README "Demo merchant and accounts", seeded once (existing accounts are left alone). */
import type { MemberType } from '@common/contract/member';
import type { Database } from '../../db/connection';
import { hashPassword } from '../../security/scrypt';
import { createMember, findMemberByUsername } from './service';

interface DemoAccount {
  username: string;
  password: string;
  type: MemberType;
  nickname: string;
  agent?: boolean;
  firstTimeLogin?: boolean;
}

/** Every password here is public: DEMO_ACCOUNTS=auto keeps them out of production. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo1234', password: 'Demo12345', type: 1, nickname: 'Demo player' },
  { username: 'agent001', password: 'Agent12345', type: 1, nickname: 'Demo agent', agent: true },
  { username: 'newbie01', password: 'Newbie12345', type: 1, nickname: 'Newbie', firstTimeLogin: true },
];

const seeder = { actor: 'seed' };

/** Creates the missing demo accounts under the merchant (the agent module's seed gives agent001 its code and team). */
export async function seedDemoAccounts(db: Database, merchantCode: string, now: number): Promise<void> {
  await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => {
      if (await findMemberByUsername(db, merchantCode, demo.username)) return;
      // Null when another instance seeded the same account a moment ago: nothing left to do.
      await createMember(
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
      );
    }),
  );
}
