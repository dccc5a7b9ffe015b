import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PromotionPath } from '@common/contract/promotions';
import { IMAGE_MAX_BYTES, IMAGES_MAX_COUNT, REMARK_MAX_CHARS } from '@common/rules/limits';
import { auditLog } from '../../../../server/modules/audit/tables';
import { rewardApplications } from '../../../../server/modules/promotions/tables';
import { call, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { bigJpegLike, phonePhoto, picture } from '../../helpers/multipart';
import { addPromotion, applicationsOf, applyReward, formOf, newMember, pictureParts, watchStorage } from './applications-helpers';

const DAY_MS = 86_400_000;

describe.each(databases())('reward applications, the member side, on $name', (db) => {
  const clock = new TestClock();
  let storage: ReturnType<typeof watchStorage>;
  /** One member for the tests that do not depend on who applies (a login per test would be most of the suite's time). */
  let sharedMember: ReturnType<typeof newMember> | undefined;
  const shared = () => (sharedMember ??= newMember(suite.app));
  const suite = suiteApp(db, {}, { now: clock.now }, async (app) => {
    storage = watchStorage(app);
  });
  /** The applications to a promotion (each test makes its own, so a member can be shared). */
  const rowsOf = (promotionId: number) => suite.app.db.select().from(rewardApplications).where(eq(rewardApplications.promotionId, promotionId)).orderBy(rewardApplications.id);
  /** Keys of every stored application's pictures: what storage may hold. */
  const keptKeys = async () => (await suite.app.db.select().from(rewardApplications)).flatMap((row) => row.pictureKeys).sort();

  afterEach(async () => {
    // Whatever a test did, refused or not: storage holds exactly the pictures of recorded applications.
    expect(storage.live()).toEqual(await keptKeys());
  });

  it('takes two pictures and a remark: pending, the pictures stored as JPEGs, audited', async () => {
    const promotion = await addPromotion(suite.app, { imageRequired: true, remarkRequired: true });
    const m = await shared();
    const res = await applyReward(suite.app, m.token, formOf(promotion.id, '  My winning ticket  ', await pictureParts(2)));
    expect(res.body.value).toEqual({
      id: expect.any(Number), promotionId: promotion.id, promotionTitle: 'Photo contest', remarks: 'My winning ticket', pictureCount: 2,
      status: 'pending', reason: null, amount: null, submittedAt: clock.now(), decidedAt: null,
    });
    const [row] = await rowsOf(promotion.id);
    expect(row!.pictureKeys).toHaveLength(2);
    for (const key of row!.pictureKeys) expect((await suite.app.storage.get(key))?.contentType).toBe('image/jpeg');
    const audit = await suite.app.db.select().from(auditLog).where(eq(auditLog.subject, `reward-application:${row!.id}`));
    expect(audit.map((a) => a.action)).toEqual(['promotion.application.submitted']);
  });

  describe('§5: what the promotion requires', () => {
    type Case = [string, { imageRequired: boolean; remarkRequired: boolean }, string | undefined, number, string | null];
    it.each<Case>([
      ['both required, both sent: taken', { imageRequired: true, remarkRequired: true }, 'remark', 1, null],
      ['both required, no picture: reward.image.required', { imageRequired: true, remarkRequired: true }, 'remark', 0, ErrorCode.rewardImageRequired],
      ['both required, no remark: reward.remark.required', { imageRequired: true, remarkRequired: true }, undefined, 1, ErrorCode.rewardRemarkRequired],
      ['both required, a remark of spaces only: reward.remark.required', { imageRequired: true, remarkRequired: true }, '   ', 1, ErrorCode.rewardRemarkRequired],
      ['only an image required, one picture and no remark: taken', { imageRequired: true, remarkRequired: false }, undefined, 1, null],
      ['only an image required, a remark but no picture: reward.image.required', { imageRequired: true, remarkRequired: false }, 'remark', 0, ErrorCode.rewardImageRequired],
      ['only a remark required, a remark and no picture: taken', { imageRequired: false, remarkRequired: true }, 'remark', 0, null],
      ['only a remark required, a picture but an empty remark: reward.remark.required', { imageRequired: false, remarkRequired: true }, '', 1, ErrorCode.rewardRemarkRequired],
      ['nothing required, nothing sent: taken', { imageRequired: false, remarkRequired: false }, undefined, 0, null],
    ])('%s', async (_name, requirements, remarks, pictures, code) => {
      const promotion = await addPromotion(suite.app, requirements);
      const m = await shared();
      const res = await applyReward(suite.app, m.token, formOf(promotion.id, remarks, await pictureParts(pictures)));
      if (code === null) {
        expect(res.body).toMatchObject({ success: true, value: { status: 'pending', pictureCount: pictures } });
        expect(await rowsOf(promotion.id)).toHaveLength(1);
      } else {
        expect(res.body).toMatchObject({ success: false, code });
        expect(await rowsOf(promotion.id)).toEqual([]);
      }
    });

    it(`a remark of ${REMARK_MAX_CHARS} characters (Bengali) is taken; ${REMARK_MAX_CHARS + 1} is reward.remark.too.long (params.limit) and nothing is stored`, async () => {
      const promotion = await addPromotion(suite.app);
      const m = await shared();
      const over = await applyReward(suite.app, m.token, formOf(promotion.id, 'ক'.repeat(REMARK_MAX_CHARS + 1), await pictureParts(1)));
      expect(over.body).toMatchObject({ success: false, code: ErrorCode.rewardRemarkTooLong });
      expect(over.body.message).toContain(String(REMARK_MAX_CHARS));
      expect(await rowsOf(promotion.id)).toEqual([]);
      const exact = await applyReward(suite.app, m.token, formOf(promotion.id, 'ক'.repeat(REMARK_MAX_CHARS), await pictureParts(1)));
      expect(exact.body.value?.remarks).toBe('ক'.repeat(REMARK_MAX_CHARS));
    });
  });

  describe('§5: the pictures', () => {
    it(`${IMAGES_MAX_COUNT} pictures are taken; ${IMAGES_MAX_COUNT + 1} are upload.too.many (413, params.limit) and nothing is stored`, async () => {
      const promotion = await addPromotion(suite.app);
      const m = await shared();
      const four = await applyReward(suite.app, m.token, formOf(promotion.id, 'x', await pictureParts(IMAGES_MAX_COUNT + 1)));
      expect(four.status).toBe(413);
      expect(four.body.code).toBe(ErrorCode.uploadTooMany);
      expect(await rowsOf(promotion.id)).toEqual([]);
      const three = await applyReward(suite.app, m.token, formOf(promotion.id, 'x', await pictureParts(IMAGES_MAX_COUNT)));
      expect(three.body.value?.pictureCount).toBe(IMAGES_MAX_COUNT);
    });

    it('a 6 MB picture is upload.too.large (413, params.limit IMAGE_MAX_BYTES) and nothing is stored, not even the small one beside it', async () => {
      const promotion = await addPromotion(suite.app);
      const m = await shared();
      const big = { name: 'pictures', file: bigJpegLike(6 * 1024 * 1024), filename: 'big.jpg', type: 'image/jpeg' };
      const res = await applyReward(suite.app, m.token, formOf(promotion.id, 'x', [...(await pictureParts(1)), big]));
      expect(res.status).toBe(413);
      expect(res.body.code).toBe(ErrorCode.uploadTooLarge);
      const detail = res.body as Envelope<unknown> & { params?: Record<string, unknown> };
      expect(JSON.stringify(detail)).toContain(String(IMAGE_MAX_BYTES));
      expect(await rowsOf(promotion.id)).toEqual([]);
    });

    it.each([
      ['a GIF named .png', async () => ({ file: await picture('gif'), filename: 'photo.png', type: 'image/png' })],
      ['a text file renamed .jpg', async () => ({ file: Buffer.from('not a picture at all, only words'), filename: 'photo.jpg', type: 'image/jpeg' })],
      ['a WebP', async () => ({ file: await picture('webp'), filename: 'photo.jpg', type: 'image/jpeg' })],
    ])('%s is upload.type.invalid (400) and nothing is stored', async (_name, make) => {
      const promotion = await addPromotion(suite.app);
      const m = await shared();
      const res = await applyReward(suite.app, m.token, formOf(promotion.id, 'x', [...(await pictureParts(1)), { name: 'pictures', ...(await make()) }]));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.uploadTypeInvalid);
      expect(await rowsOf(promotion.id)).toEqual([]);
    });

    it('a PNG is taken and kept as a PNG; a phone photo is kept upright without its EXIF (no GPS, no camera)', async () => {
      const promotion = await addPromotion(suite.app);
      const m = await shared();
      const photo = await phonePhoto();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const parts = [
        { name: 'pictures', file: photo, filename: 'IMG_0001.JPG', type: 'image/jpeg' },
        { name: 'pictures', file: await picture('png'), filename: 'shot.png', type: 'image/png' },
      ];
      expect((await applyReward(suite.app, m.token, formOf(promotion.id, 'x', parts))).body.success).toBe(true);
      const [row] = await rowsOf(promotion.id);
      const [jpeg, png] = await Promise.all(row!.pictureKeys.map((key) => suite.app.storage.get(key)));
      expect(jpeg!.contentType).toBe('image/jpeg');
      const meta = await sharp(jpeg!.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
      expect(meta.exif).toBeUndefined();
      expect(jpeg!.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(png!.contentType).toBe('image/png');
    });
  });

  describe('the promotion and the member', () => {
    it.each<[string, string, () => Promise<number | string>]>([
      ['an unknown promotion', ErrorCode.promotionNotFound, async () => 999_999_999],
      ["another merchant's promotion", ErrorCode.promotionNotFound, async () => (await addPromotion(suite.app, { merchantCode: 'OTHERCO' })).id],
      ['a draft', ErrorCode.promotionNotFound, async () => (await addPromotion(suite.app, { state: 'draft' })).id],
      ['a paused promotion', ErrorCode.promotionNotOpen, async () => (await addPromotion(suite.app, { state: 'paused' })).id],
      ['an ended promotion', ErrorCode.promotionNotOpen, async () => (await addPromotion(suite.app, { state: 'ended' })).id],
      ['a promotion that starts tomorrow', ErrorCode.promotionNotOpen, async () => (await addPromotion(suite.app, { startsAt: new Date(clock.now() + DAY_MS) })).id],
      ['a promotion whose end has passed', ErrorCode.promotionNotOpen, async () => (await addPromotion(suite.app, { endsAt: new Date(clock.now() - 1) })).id],
      ['a cashback promotion', ErrorCode.promotionApplyNotAllowed, async () => (await addPromotion(suite.app, { type: 'cashback', fixedAmount: null, rateBp: 100, period: 'day' })).id],
      ['a promotion for VIP members only', ErrorCode.promotionNotEligible, async () => (await addPromotion(suite.app, { eligibility: { memberTypes: [2], newMembersOnly: false, languages: [] } })).id],
      ['a promotion for Bengali readers only', ErrorCode.promotionNotEligible, async () => (await addPromotion(suite.app, { eligibility: { memberTypes: [], newMembersOnly: false, languages: ['BN'] } })).id],
      ['a promotion for members who joined after it started', ErrorCode.promotionNotEligible, async () => (await addPromotion(suite.app, { eligibility: { memberTypes: [], newMembersOnly: true, languages: [] } })).id],
      ['a promotion whose budget cannot pay its reward', ErrorCode.promotionBudgetExhausted, async () => (await addPromotion(suite.app, { budget: 4999n })).id],
      ['a promotionId that is not a number', ErrorCode.requestInvalid, async () => 'abc'],
    ])('%s is refused with %s and nothing is stored', async (_name, code, idOf) => {
      const id = await idOf();
      const m = await shared();
      const res = await applyReward(suite.app, m.token, formOf(id, 'x', await pictureParts(1)));
      expect(res.body).toMatchObject({ success: false, code });
      if (typeof id === 'number') expect(await rowsOf(id)).toEqual([]);
    });

    it('eligibility that fits is taken: the member type listed, the language of the request, a member who joined after the start', async () => {
      const promotion = await addPromotion(suite.app, { eligibility: { memberTypes: [1], newMembersOnly: true, languages: ['BN'] } });
      const m = await newMember(suite.app, { createdAt: new Date(clock.now()) });
      const res = await applyReward(suite.app, m.token, formOf(promotion.id, 'x'), { language: 'BN' });
      expect(res.body.value).toMatchObject({ status: 'pending', promotionTitle: 'ছবি প্রতিযোগিতা' });
    });

    it('while one application waits for review, another to the same promotion is promotion.application.pending; another promotion is fine', async () => {
      const promotion = await addPromotion(suite.app);
      const other = await addPromotion(suite.app);
      const m = await shared();
      await applyReward(suite.app, m.token, formOf(promotion.id, 'first', await pictureParts(1)));
      const again = await applyReward(suite.app, m.token, formOf(promotion.id, 'second', await pictureParts(1)));
      expect(again.body).toMatchObject({ success: false, code: ErrorCode.promotionApplicationPending });
      expect((await applyReward(suite.app, m.token, formOf(other.id, 'elsewhere'))).body.success).toBe(true);
      expect([...(await rowsOf(promotion.id)), ...(await rowsOf(other.id))].map((row) => row.remarks)).toEqual(['first', 'elsewhere']);
    });

    it('ten submissions at once: one is recorded, nine are promotion.application.pending, and only its pictures are kept', async () => {
      const promotion = await addPromotion(suite.app);
      const m = await shared();
      const parts = formOf(promotion.id, 'race', await pictureParts(2));
      const results = await Promise.all(Array.from({ length: 10 }, () => applyReward(suite.app, m.token, parts)));
      expect(results.filter((r) => r.body.success)).toHaveLength(1);
      expect(results.filter((r) => r.body.code === ErrorCode.promotionApplicationPending)).toHaveLength(9);
      expect(await rowsOf(promotion.id)).toHaveLength(1);
    });

    it('a member who has had the per-member cap of bonuses is refused with promotion.cap.reached', async () => {
      const promotion = await addPromotion(suite.app, { perMemberCap: 1 });
      const m = await shared();
      const { promotionParticipants } = await import('../../../../server/modules/promotions/tables');
      await suite.app.db.insert(promotionParticipants).values({ promotionId: promotion.id, memberId: m.id, merchantCode: 'MLOBBY', joinedAt: new Date(clock.now()), granted: 1, grantedAmount: 5000n });
      const res = await applyReward(suite.app, m.token, formOf(promotion.id, 'x'));
      expect(res.body).toMatchObject({ success: false, code: ErrorCode.promotionCapReached });
    });

    it('a trial account is refused with free.reject on both calls; a visitor with customer.not.login', async () => {
      const promotion = await addPromotion(suite.app);
      const trial = { merchant: 'MLOBBYTRIAL' };
      const name = (await call(suite.app, 'GET', AccountPath.trialAccount, { headers: trial })).json<Envelope<TrialAccountValue>>().value!.trialName;
      const token = (await call(suite.app, 'POST', AccountPath.freeplayLogin, { headers: trial, payload: { trialName: name } })).json<Envelope<LoginResult>>().value!.token;
      expect((await applyReward(suite.app, token, formOf(promotion.id, 'x', await pictureParts(1)), trial)).body.code).toBe(ErrorCode.freeReject);
      expect((await applicationsOf(suite.app, token, trial)).code).toBe(ErrorCode.freeReject);
      expect((await call(suite.app, 'GET', PromotionPath.applications)).json().code).toBe(ErrorCode.customerNotLogin);
    });
  });

  it("GET applications lists the caller's own, newest first", async () => {
    const [first, second] = [await addPromotion(suite.app), await addPromotion(suite.app, { title: { EN: 'Second' } })];
    const m = await newMember(suite.app);
    const someoneElse = await newMember(suite.app);
    await applyReward(suite.app, m.token, formOf(first.id, 'a'));
    clock.advance(1000);
    await applyReward(suite.app, m.token, formOf(second.id, 'b'));
    await applyReward(suite.app, someoneElse.token, formOf(first.id, 'c'));
    const list = await applicationsOf(suite.app, m.token);
    expect(list.value!.map((a) => [a.promotionTitle, a.remarks])).toEqual([['Second', 'b'], ['Photo contest', 'a']]);
  });
});
