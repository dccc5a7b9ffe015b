import { PaymentPath } from '@common/contract/payments';
import { KycStore } from '../../../src/stores/KycStore';
import { callsTo, createTestStore, sessionOf, type Reply } from '../helpers/renderApp';
import { AT, kyc, ok, paymentRoutes, picture, refused } from '../helpers/payments';

const FIELDS = { address: ' 12 Road 5, Dhaka ', nationality: 'Bangladeshi', occupation: 'Engineer', sourceOfIncome: 'Salary' };
const DOCUMENTS = { front: picture('front.jpg'), back: picture('back.jpg'), selfie: picture('selfie.png', 'image/png') };

async function kycStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), routes: { ...paymentRoutes(), ...routes } });
  const store = test.store.feature(KycStore);
  await store.load();
  return { ...test, root: test.store, store };
}

describe('KycStore', () => {
  it('may submit when nothing was sent or after a rejection; not under review or once verified', async () => {
    for (const [status, can] of [['none', true], ['rejected', true], ['review', false], ['verified', false]] as const) {
      const { store } = await kycStore({ [`GET ${PaymentPath.kyc}`]: ok(kyc({ status })) });
      expect({ status, can: store.canSubmit }).toEqual({ status, can });
    }
  });

  it('sends the §3 fields (trimmed) and the three pictures as one multipart form; the state becomes under review', async () => {
    const { store, fetch } = await kycStore({ [`POST ${PaymentPath.kyc}`]: ok(kyc({ status: 'review', submittedAt: AT })) });
    expect(await store.submit({ fields: FIELDS, documents: DOCUMENTS })).toBe(true);
    const body = callsTo(fetch, PaymentPath.kyc, 'POST')[0].init.body as FormData;
    expect(body.get('address')).toBe('12 Road 5, Dhaka');
    expect(body.get('sourceOfIncome')).toBe('Salary');
    expect((body.get('front') as File).name).toBe('front.jpg');
    expect((body.get('selfie') as File).name).toBe('selfie.png');
    expect(store.kyc?.status).toBe('review');
  });

  it('a refusal shows the server’s words and keeps the state', async () => {
    const { store, root } = await kycStore({ [`POST ${PaymentPath.kyc}`]: refused('upload.type.invalid', 'Pictures must be JPEG or PNG.') });
    expect(await store.submit({ fields: FIELDS, documents: DOCUMENTS })).toBe(false);
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: 'Pictures must be JPEG or PNG.' });
    expect(store.kyc?.status).toBe('none');
  });

  it('after a rejection only the documents of the rejected submission may be left out', async () => {
    const { store } = await kycStore({ [`GET ${PaymentPath.kyc}`]: ok(kyc({ status: 'rejected', documents: { front: true, back: true, selfie: false } })) });
    expect(store.documentsOnFile).toEqual({ front: true, back: true, selfie: false });
    const fresh = await kycStore();
    expect(fresh.store.documentsOnFile).toEqual({ front: false, back: false, selfie: false });
  });

  it('sends nothing while under review', async () => {
    const { store, fetch } = await kycStore({ [`GET ${PaymentPath.kyc}`]: ok(kyc({ status: 'review' })) });
    expect(await store.submit({ fields: FIELDS, documents: DOCUMENTS })).toBe(false);
    expect(callsTo(fetch, PaymentPath.kyc, 'POST')).toHaveLength(0);
  });

  it('logout clears it', async () => {
    const { store, root } = await kycStore();
    root.clear();
    expect(store.kyc).toBeNull();
    expect(store.state).toBe('idle');
  });
});
