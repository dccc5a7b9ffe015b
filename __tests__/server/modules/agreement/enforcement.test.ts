import { GamePath, type LaunchResult } from '@common/contract/games';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { addMember, call, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MANUAL, place, startClock, sureBet, trialToken, upcoming } from '../lottery/fixtures';
import { seededChannel, start } from '../payments/fixtures';
import { accept, english, publish } from './fixtures';

/** A house-slot game offering a free trial (demo catalogue). */
const HOUSE_GAME = 10_001;
const PASSWORD = 'Secret123';

describe.each(databases())('user agreement enforcement on $name', (db) => {
  const clock = startClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
  });
  const launch = async (token: string, headers?: Record<string, string>) =>
    (await call(t.app, 'GET', `${GamePath.launch}?gameId=${HOUSE_GAME}&device=MOBILE&launchMode=real&language=EN&backUrl=%2Fm%2Fhome`, { token, headers })).json<Envelope<LaunchResult>>();
  const order = async (token: string, headers?: Record<string, string>) => place(t.app, token, sureBet([(await upcoming(t.app))[0]!.issueNumber]), headers);
  const deposit = async (memberId: number, username: string, token: string) => start(t.app, { memberId, username, token }, (await seededChannel(t.app, 'bkash')).id, 50_000);

  it('a member who accepted the current version launches, orders and deposits', async () => {
    const player = await fundedPlayer(t.app);
    expect((await launch(player.token)).success).toBe(true);
    expect((await order(player.token)).success).toBe(true);
    expect((await deposit(player.member.id, player.member.username, player.token)).success).toBe(true);
  });

  describe('after a new version is published', () => {
    let player: Awaited<ReturnType<typeof fundedPlayer>>;
    beforeAll(async () => {
      player = await fundedPlayer(t.app);
      await publish(t.app, 'MLOBBY', english('New terms'));
    });

    it('refuses launch, lottery order and deposit with agreement.acceptance.required, then allows them once accepted', async () => {
      const refused = { success: false, code: ErrorCode.agreementAcceptanceRequired };
      expect(await launch(player.token)).toMatchObject(refused);
      expect(await order(player.token)).toMatchObject(refused);
      expect(await deposit(player.member.id, player.member.username, player.token)).toMatchObject(refused);

      expect((await accept(t.app, player.token, 2)).value!.mustAccept).toBe(false);
      expect((await launch(player.token)).success).toBe(true);
      expect((await order(player.token)).success).toBe(true);
      expect((await deposit(player.member.id, player.member.username, player.token)).success).toBe(true);
    });

    it('refuses a member who never accepted any version', async () => {
      await addMember(t.app, { username: 'neveraccepted1', password: PASSWORD, acceptedAgreement: false });
      const token = await tokenFor(t.app, 'neveraccepted1', PASSWORD);
      expect((await launch(token)).code).toBe(ErrorCode.agreementAcceptanceRequired);
    });

    it('never asks a trial account: it launches and orders on demo credit', async () => {
      const headers = { merchant: 'MLOBBYTRIAL' };
      const trial = await trialToken(t.app);
      expect((await launch(trial, headers)).success).toBe(true);
      expect((await order(trial, headers)).success).toBe(true);
    });
  });
});
