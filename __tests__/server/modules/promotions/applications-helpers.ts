/** What the reward application suites share: a promotion written straight to its table, a member, the form as the site sends it, and the stored files. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { PromotionPath, type RewardApplicationValue } from '@common/contract/promotions';
import { promotions, type PromotionRow } from '../../../../server/modules/promotions/tables';
import { addMember, call, tokenFor } from '../../helpers/accounts';
import { type FormPart, multipart, picture } from '../../helpers/multipart';

const DAY_MS = 86_400_000;
let serial = 0;

/** A live manual reward of MLOBBY paying 50.00 that started a day before `now`; `overrides` change any column. */
export async function addPromotion(app: FastifyInstance, overrides: Partial<typeof promotions.$inferInsert> = {}): Promise<PromotionRow> {
  const now = app.now();
  const [row] = await app.db
    .insert(promotions)
    .values({
      merchantCode: 'MLOBBY',
      type: 'manualReward',
      state: 'live',
      title: { EN: 'Photo contest', BN: 'ছবি প্রতিযোগিতা' },
      summary: { EN: 'Send your best photo' },
      terms: { EN: 'One photo, one reward' },
      imageUrl: null,
      linkedPromotionId: null,
      imageRequired: false,
      remarkRequired: false,
      startsAt: new Date(now - DAY_MS),
      endsAt: null,
      eligibility: { memberTypes: [], newMembersOnly: false, languages: [] },
      channels: [],
      gameTypes: [],
      fixedAmount: 5000n,
      wageringMultiplierPercent: 500,
      contributions: {},
      bonusExpiryDays: 7,
      budget: null,
      perMemberCap: null,
      createdBy: 'test',
      createdAt: new Date(now),
      updatedAt: new Date(now),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A new real member (type 1 unless given) of `merchantCode` and its token. */
export async function newMember(app: FastifyInstance, fields: { type?: number; createdAt?: Date; merchantCode?: string } = {}) {
  const username = `ra${process.pid % 1000}x${serial++}`;
  const row = await addMember(app, { username, password: 'Passw0rd1', ...(fields as object) });
  const headers = { merchant: fields.merchantCode ?? 'MLOBBY' };
  return { id: row.id, username, headers, token: await tokenFor(app, username, 'Passw0rd1', { headers }) };
}

/** `count` JPEG picture parts named `pictures`. */
export async function pictureParts(count: number): Promise<FormPart[]> {
  const jpeg = await picture('jpeg');
  return Array.from({ length: count }, (_, i) => ({ name: 'pictures', file: jpeg, filename: `photo${i}.jpg`, type: 'image/jpeg' }));
}

/** The form: promotionId, remarks (when given), then the pictures. */
export function formOf(promotionId: number | string, remarks: string | undefined, pictures: FormPart[] = []): FormPart[] {
  return [{ name: 'promotionId', value: String(promotionId) }, ...(remarks === undefined ? [] : [{ name: 'remarks', value: remarks }]), ...pictures];
}

/** POST PromotionPath.applyReward as `token`; the status and envelope. */
export async function applyReward(app: FastifyInstance, token: string, parts: FormPart[], headers: Record<string, string> = {}) {
  const form = multipart(parts);
  const res = await call(app, 'POST', PromotionPath.applyReward, { token, payload: form.payload, headers: { ...form.headers, ...headers } });
  return { status: res.statusCode, body: res.json<Envelope<RewardApplicationValue>>() };
}

/** GET PromotionPath.applications as `token`. */
export async function applicationsOf(app: FastifyInstance, token: string, headers: Record<string, string> = {}): Promise<Envelope<RewardApplicationValue[]>> {
  return (await call(app, 'GET', PromotionPath.applications, { token, headers })).json<Envelope<RewardApplicationValue[]>>();
}

/** Keys the app has stored and not deleted since `watchStorage` was called: what a refused request must not leave behind. */
export function watchStorage(app: FastifyInstance): { live(): string[] } {
  const live = new Set<string>();
  const { put, delete: remove } = app.storage;
  app.storage.put = async (key, file) => {
    await put.call(app.storage, key, file);
    live.add(key);
  };
  app.storage.delete = async (key) => {
    await remove.call(app.storage, key);
    live.delete(key);
  };
  return { live: () => [...live].sort() };
}
