/**
 * The console's mall items (loyalty.manage: owner, content): drafts checked per kind and range
 * (loyalty.invalid naming the field, nothing saved), the state machine draft → live → paused ⇄
 * live → ended (loyalty.state.invalid otherwise), edits until the item ends (the stock left set
 * here), another merchant's item not found; every change audited.
 */
import { ConsoleLoyaltyPath, type ConsoleMallItem, type MallItemDraft } from '@common/contract/consoleLoyalty';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import { MALL_PRICE_POINTS_MAX, MALL_TITLE_MAX } from '@common/rules/loyalty';
import { WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { auditTrail } from '../../../../../server/modules/audit/service';
import { checkItemDraft } from '../../../../../server/modules/loyalty/mall/validate';
import { AppError } from '../../../../../server/http/envelope';
import { databases } from '../../../helpers/build';
import { consoleCall, operatorWith } from '../../../helpers/operators';
import { itemDraft, mallApp } from './fixtures';

/** The field loyalty.invalid names for a draft, or null when it passes. */
function faultOf(draft: MallItemDraft): unknown {
  try {
    checkItemDraft(draft);
    return null;
  } catch (err) {
    return err instanceof AppError && err.code === ErrorCode.loyaltyInvalid ? err.params.field : err;
  }
}

describe('mall item drafts', () => {
  const at = Date.UTC(2030, 0, 1);
  test.each([
    ['bonus', {}, null],
    ['lotteryTicket', {}, null],
    ['physical', {}, null],
    ['bonus', { bonusAmount: null }, 'bonusAmount'],
    ['bonus', { wageringMultiplierPercent: WAGERING_MULTIPLIER_PERCENT_MAX + 1 }, 'wageringMultiplierPercent'],
    ['bonus', { bonusAmount: 0 }, 'bonusAmount'],
    ['bonus', { lotteryGameCode: 'SSC1' }, 'lotteryGameCode'],
    ['lotteryTicket', { lotteryGameCode: 'NOPE' }, 'lotteryGameCode'],
    ['lotteryTicket', { ticketStake: null }, 'ticketStake'],
    ['lotteryTicket', { bonusAmount: 100 }, 'bonusAmount'],
    ['physical', { ticketStake: 100 }, 'ticketStake'],
    ['physical', { pricePoints: 0 }, 'pricePoints'],
    ['physical', { pricePoints: MALL_PRICE_POINTS_MAX + 1 }, 'pricePoints'],
    ['physical', { stock: -1 }, 'stock'],
    ['physical', { perMemberLimit: 0 }, 'perMemberLimit'],
    ['physical', { minLevelRank: 0 }, 'minLevelRank'],
    ['physical', { endsAt: at - 3_600_000 }, 'endsAt'],
    ['physical', { title: { BN: 'শুধু বাংলা' } }, 'title'],
    ['physical', { title: { EN: 'x'.repeat(MALL_TITLE_MAX + 1) } }, 'title'],
  ] as const)('%s with %j: %s', (kind, overrides, field) => {
    expect(faultOf(itemDraft(kind, at, overrides as Partial<MallItemDraft>))).toBe(field);
  });
});

describe.each(databases())('console mall items on $name', (db) => {
  const { t } = mallApp(db);
  const now = () => t.app.now();

  test('only loyalty.manage may call them: support and finance get 403', async () => {
    for (const role of ['support', 'finance'] as const) {
      const op = await operatorWith(t.app, [role]);
      expect((await consoleCall(t.app, op, 'GET', ConsoleLoyaltyPath.mallItems)).status).toBe(403);
      expect((await consoleCall(t.app, op, 'POST', ConsoleLoyaltyPath.mallItems, itemDraft('physical', now()))).status).toBe(403);
      expect((await consoleCall(t.app, op, 'POST', ConsoleLoyaltyPath.mallItemState(1), { action: 'publish' })).status).toBe(403);
    }
  });

  test('create, publish, pause, resume, end — each audited; an action that does not apply is loyalty.state.invalid', async () => {
    const op = await operatorWith(t.app, ['content']);
    const created = await consoleCall<ConsoleMallItem>(t.app, op, 'POST', ConsoleLoyaltyPath.mallItems, itemDraft('bonus', now(), { stock: 7 }));
    expect(created.body.value).toMatchObject({ state: 'draft', merchantCode: 'MLOBBY', kind: 'bonus', stock: 7, sold: 0, bonusAmount: 1_000 });
    const id = created.body.value!.id;
    const act = (action: string) => consoleCall<ConsoleMallItem>(t.app, op, 'POST', ConsoleLoyaltyPath.mallItemState(id), { action });
    for (const wrong of ['pause', 'resume', 'end']) expect((await act(wrong)).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    expect((await act('publish')).body.value!.state).toBe('live');
    expect((await act('resume')).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    expect((await act('pause')).body.value!.state).toBe('paused');
    expect((await act('resume')).body.value!.state).toBe('live');
    expect((await act('end')).body.value!.state).toBe('ended');
    for (const wrong of ['publish', 'pause', 'resume', 'end']) expect((await act(wrong)).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    expect((await consoleCall(t.app, op, 'PUT', ConsoleLoyaltyPath.mallItem(id), itemDraft('bonus', now()))).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    const trail = await auditTrail(t.app.db, `mall-item:${id}`);
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['loyalty.mall.item.create', 'loyalty.mall.item.publish', 'loyalty.mall.item.pause', 'loyalty.mall.item.resume', 'loyalty.mall.item.end']));
  });

  test('a draft with a fault is refused with loyalty.invalid, nothing saved; an edit of a live item sets the stock left but not its kind', async () => {
    const op = await operatorWith(t.app, ['owner']);
    const list = () => consoleCall<Page<ConsoleMallItem>>(t.app, op, 'GET', ConsoleLoyaltyPath.mallItems);
    const before = (await list()).body.value!.total;
    expect((await consoleCall(t.app, op, 'POST', ConsoleLoyaltyPath.mallItems, itemDraft('physical', now(), { bonusAmount: 5 }))).body.code).toBe(ErrorCode.loyaltyInvalid);
    expect((await list()).body.value!.total).toBe(before);
    const id = (await consoleCall<ConsoleMallItem>(t.app, op, 'POST', ConsoleLoyaltyPath.mallItems, itemDraft('physical', now(), { stock: 3 }))).body.value!.id;
    await consoleCall(t.app, op, 'POST', ConsoleLoyaltyPath.mallItemState(id), { action: 'publish' });
    const edited = await consoleCall<ConsoleMallItem>(t.app, op, 'PUT', ConsoleLoyaltyPath.mallItem(id), itemDraft('physical', now(), { stock: 12, imageUrl: '/images/jersey.png' }));
    expect(edited.body.value).toMatchObject({ state: 'live', stock: 12, imageUrl: '/images/jersey.png' });
    expect((await consoleCall(t.app, op, 'PUT', ConsoleLoyaltyPath.mallItem(id), itemDraft('bonus', now()))).body.code).toBe(ErrorCode.loyaltyInvalid);
    expect((await consoleCall<ConsoleMallItem>(t.app, op, 'GET', ConsoleLoyaltyPath.mallItem(id))).body.value).toMatchObject({ kind: 'physical', stock: 12 });
    expect((await list()).body.value!.total).toBe(before + 1);
  });

  test("another merchant's operator gets mall.item.not.found and its list is its own", async () => {
    const op = await operatorWith(t.app, ['content']);
    const id = (await consoleCall<ConsoleMallItem>(t.app, op, 'POST', ConsoleLoyaltyPath.mallItems, itemDraft('physical', now()))).body.value!.id;
    const other = await operatorWith(t.app, ['content'], 'OTHER');
    expect((await consoleCall(t.app, other, 'GET', ConsoleLoyaltyPath.mallItem(id))).body.code).toBe(ErrorCode.mallItemNotFound);
    expect((await consoleCall(t.app, other, 'POST', ConsoleLoyaltyPath.mallItemState(id), { action: 'publish' })).body.code).toBe(ErrorCode.mallItemNotFound);
    expect((await consoleCall(t.app, other, 'GET', `${ConsoleLoyaltyPath.mallItems}?merchantCode=MLOBBY`)).status).toBe(403);
  });
});
