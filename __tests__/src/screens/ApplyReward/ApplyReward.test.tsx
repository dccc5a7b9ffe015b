import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PromotionPath, type PromotionCard, type RewardApplicationValue } from '@common/contract/promotions';
import type { YesNo } from '@common/contract/promotions';
import { IMAGE_MAX_BYTES, REMARK_MAX_CHARS } from '@common/rules/limits';
import { TOAST_INFO_MS } from '../../../../src/config/constants';
import { callsTo, deferred, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { application, card, ok, promotionRoutes } from '../../helpers/promotions';

const png = (name = 'win.png', size?: number) => {
  const file = new File(['png'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function open(promotion: PromotionCard = card(), routes: Record<string, Reply> = {}, path = `/m/applyReward?promotionId=${promotion.id}`) {
  const app = await renderApp({ path, session: sessionOf(0), routes: { ...promotionRoutes([promotion]), ...routes } });
  await screen.findByRole('heading', { name: promotion.title });
  return app;
}

const submit = () => screen.getByRole('button', { name: en.promo.submitApply });
const remarks = () => screen.getByRole('textbox');
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });

describe('/m/applyReward (§2, §4, §5)', () => {
  it('shows an optional remarks textarea, a picture area and the submit labelled by the submit-apply text', async () => {
    await open();
    expect(screen.getByLabelText(`${en.promo.remarks} (${en.promo.optional})`)).toBe(remarks());
    expect(fileInput()).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  describe('submit stays disabled until the required inputs are filled', () => {
    it('neither required: enabled at once', async () => {
      await open(card({ imageRequired: 'N', remarkRequired: 'N' }));
      expect(submit()).toBeEnabled();
    });

    it('only the image required: disabled until one picture is chosen, a remark alone does not do', async () => {
      const { user } = await open(card({ imageRequired: 'Y', remarkRequired: 'N' }));
      expect(submit()).toBeDisabled();
      await user.type(remarks(), 'hello');
      expect(submit()).toBeDisabled();
      choose(png());
      await waitFor(() => expect(submit()).toBeEnabled());
    });

    it('only the remark required: disabled until a non-empty remark, spaces and pictures do not do', async () => {
      const { user } = await open(card({ imageRequired: 'N', remarkRequired: 'Y' }));
      expect(submit()).toBeDisabled();
      choose(png());
      await user.type(remarks(), '   ');
      expect(submit()).toBeDisabled();
      await user.type(remarks(), 'ok');
      expect(submit()).toBeEnabled();
    });

    it('both required: disabled with only one of them, enabled with both', async () => {
      const { user } = await open(card({ imageRequired: 'Y', remarkRequired: 'Y' }));
      await user.type(remarks(), 'my win');
      expect(submit()).toBeDisabled();
      await user.clear(remarks());
      choose(png());
      await screen.findByRole('button', { name: en.pay.removePictureN.replace('{{n}}', '1') });
      expect(submit()).toBeDisabled();
      await user.type(remarks(), 'my win');
      expect(submit()).toBeEnabled();
    });

    it.each<[YesNo, YesNo]>([
      ['Y', 'N'],
      ['N', 'Y'],
      ['Y', 'Y'],
    ])('marks what is required (image %s, remark %s) beside each label', async (imageRequired, remarkRequired) => {
      await open(card({ imageRequired, remarkRequired }));
      const word = (flag: YesNo) => (flag === 'Y' ? en.promo.required : en.promo.optional);
      expect(screen.getByLabelText(`${en.promo.remarks} (${word(remarkRequired)})`)).toBe(remarks());
      expect(screen.getByText(`${en.promo.pictures} (${word(imageRequired)})`)).toBeInTheDocument();
    });
  });

  it(`takes at most ${REMARK_MAX_CHARS} characters of remark and counts them`, async () => {
    const { user } = await open();
    await user.click(remarks());
    await user.paste('x'.repeat(REMARK_MAX_CHARS + 10));
    expect((remarks() as HTMLTextAreaElement).value).toHaveLength(REMARK_MAX_CHARS);
    expect(screen.getByText(`${REMARK_MAX_CHARS} of ${REMARK_MAX_CHARS} characters`)).toBeInTheDocument();
  });

  describe('pictures: jpeg, jpg or png, at most 3, 5 MB each; a violating one is turned away with a 1.5 s info toast', () => {
    it('offers only jpeg and png to choose from, several at once', async () => {
      await open();
      expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
      expect(fileInput()).toHaveAttribute('multiple');
    });

    it.each([
      ['a gif (type)', () => new File(['gif'], 'a.gif', { type: 'image/gif' }), 'activity_apply_remark_limit2'],
      ['a jpeg named .bmp (type)', () => new File(['x'], 'a.bmp', { type: 'image/jpeg' }), 'activity_apply_remark_limit2'],
      ['a picture over 5 MB (size)', () => png('big.png', IMAGE_MAX_BYTES + 1), 'activity_apply_remark_limit3'],
    ] as const)('%s: refused with its toast', async (_name, file, key) => {
      const { store } = await open(card({ imageRequired: 'Y' }));
      choose(file());
      expect(await screen.findByText(en[key])).toBeInTheDocument();
      expect(store.ui.toasts).toEqual([expect.objectContaining({ message: { key }, kind: 'info', durationMs: TOAST_INFO_MS })]);
      expect(submit()).toBeDisabled();
    });

    it('a picture of exactly 5 MB is taken', async () => {
      const { store } = await open(card({ imageRequired: 'Y' }));
      choose(png('edge.png', IMAGE_MAX_BYTES));
      await waitFor(() => expect(submit()).toBeEnabled());
      expect(store.ui.toasts).toEqual([]);
    });

    it('a fourth picture is refused with the count toast; three are kept and sent', async () => {
      const { store, user, fetch } = await open(card({ imageRequired: 'Y' }), { [`POST ${PromotionPath.applyReward}`]: ok(application()) });
      choose(png('1.png'), png('2.png'), png('3.png'), png('4.png'));
      expect(await screen.findByText(en.activity_apply_remark_limit4)).toBeInTheDocument();
      expect(store.ui.toasts).toEqual([expect.objectContaining({ message: { key: 'activity_apply_remark_limit4' }, durationMs: TOAST_INFO_MS })]);
      expect(screen.queryByText(en.pay.choosePicture)).not.toBeInTheDocument();
      await user.click(submit());
      await waitFor(() => expect(callsTo(fetch, PromotionPath.applyReward, 'POST')).toHaveLength(1));
      const form = callsTo(fetch, PromotionPath.applyReward, 'POST')[0].init.body as FormData;
      expect((form.getAll('pictures') as File[]).map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    });
  });

  it('submit sends promotionId, remarks and pictures as a form; the loading shows until the answer, then /m/activity', async () => {
    const held = deferred<unknown>();
    const { user, fetch, store, location } = await open(card(), { [`POST ${PromotionPath.applyReward}`]: () => held.promise });
    await user.type(remarks(), ' big win ');
    choose(png());
    await user.click(submit());
    expect(await screen.findByText(en.toast.pleaseWait)).toBeInTheDocument();
    expect(store.ui.loading).toEqual({ key: 'toast.pleaseWait' });
    const form = callsTo(fetch, PromotionPath.applyReward, 'POST')[0].init.body as FormData;
    expect(form.get('promotionId')).toBe('7');
    expect(form.get('remarks')).toBe('big win');
    expect((form.get('pictures') as File).name).toBe('win.png');
    held.resolve(ok<RewardApplicationValue>(application()));
    await waitFor(() => expect(location()).toBe('/m/activity'));
    expect(store.ui.loading).toBeNull();
  });

  it('a refusal shows the server message, hides the loading and keeps the form', async () => {
    const { user, store, location } = await open(card(), { [`POST ${PromotionPath.applyReward}`]: { success: false, code: 'reward.pending', message: 'You already applied' } });
    await user.type(remarks(), 'again');
    await user.click(submit());
    expect(await screen.findByText('You already applied')).toBeInTheDocument();
    expect(store.ui.loading).toBeNull();
    expect(location()).toBe('/m/applyReward?promotionId=7');
    expect(remarks()).toHaveValue('again');
  });

  describe('opened without a session or without a promotion, it returns to /m/activity', () => {
    it('no promotionId in the query', async () => {
      const { location } = await renderApp({ path: '/m/applyReward', session: sessionOf(0), routes: promotionRoutes() });
      await waitFor(() => expect(location()).toBe('/m/activity'));
    });

    it('a promotion that does not exist', async () => {
      const { location } = await renderApp({
        path: '/m/applyReward?promotionId=99',
        session: sessionOf(0),
        routes: { ...promotionRoutes(), [`GET ${PromotionPath.one(99)}`]: { success: false, code: 'promotion.not.found', message: 'No such promotion' } },
      });
      await waitFor(() => expect(location()).toBe('/m/activity'));
    });

    it('a promotion that takes no application now (already applying)', async () => {
      const { location } = await renderApp({ path: '/m/applyReward?promotionId=7', session: sessionOf(0), routes: promotionRoutes([card({ status: 'applying' })]) });
      await waitFor(() => expect(location()).toBe('/m/activity'));
    });

    it('no session', async () => {
      const { location } = await renderApp({ path: '/m/applyReward?promotionId=7', routes: promotionRoutes() });
      await waitFor(() => expect(location()).toBe('/m/activity'));
    });
  });
});
