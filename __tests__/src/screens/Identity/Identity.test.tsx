import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPath, type KycValue } from '@common/contract/payments';
import { AT, kyc, ok, paymentRoutes, picture } from '../../helpers/payments';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';

async function openIdentity(value: Partial<KycValue> = {}, routes: Record<string, Reply> = {}) {
  const app = await renderApp({ path: '/m/identity', session: sessionOf(0), routes: { ...paymentRoutes(), [`GET ${PaymentPath.kyc}`]: ok(kyc(value)), ...routes } });
  await screen.findByRole('heading', { name: en.kyc.stateTitle });
  return { ...app, user: userEvent.setup({ applyAccept: false }) };
}

describe('/m/identity', () => {
  it('labels the §3 fields as §1 does: front, back, selfie, address, nationality, occupation, source of income', async () => {
    await openIdentity();
    const form = screen.getByRole('form', { name: en.kyc.formTitle });
    for (const label of [en.kyc.document.front, en.kyc.document.back, en.kyc.document.selfie]) expect(within(form).getByLabelText(label)).toHaveAttribute('type', 'file');
    for (const [name, label] of Object.entries(en.kyc.field)) expect(within(form).getByLabelText(label)).toHaveAttribute('name', name);
    expect(within(form).getByLabelText(en.kyc.document.front)).toHaveAttribute('name', 'front');
  });

  it('sends the fields and one picture per document; then it is under review and the form is gone', async () => {
    const { user, fetch } = await openIdentity({}, { [`POST ${PaymentPath.kyc}`]: ok(kyc({ status: 'review', submittedAt: AT })) });
    const form = screen.getByRole('form', { name: en.kyc.formTitle });
    await user.click(within(form).getByRole('button', { name: en.kyc.submit }));
    expect(screen.getByText(en.kyc.documentsMissing)).toBeInTheDocument();
    expect(callsTo(fetch, PaymentPath.kyc, 'POST')).toHaveLength(0);
    await user.upload(within(form).getByLabelText(en.kyc.document.front), picture('front.jpg'));
    await user.upload(within(form).getByLabelText(en.kyc.document.back), picture('back.jpg'));
    await user.upload(within(form).getByLabelText(en.kyc.document.selfie), picture('me.png', 'image/png'));
    for (const [key, value] of [['address', '12 Road 5, Dhaka'], ['nationality', 'Bangladeshi'], ['occupation', 'Engineer'], ['sourceOfIncome', 'Salary']] as const) {
      await user.type(within(form).getByLabelText(en.kyc.field[key]), value);
    }
    await user.click(within(form).getByRole('button', { name: en.kyc.submit }));
    expect(await screen.findByText(en.kyc.status.review)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: en.kyc.formTitle })).not.toBeInTheDocument();
    const body = callsTo(fetch, PaymentPath.kyc, 'POST')[0].init.body as FormData;
    expect([...body.keys()]).toEqual(['address', 'nationality', 'occupation', 'sourceOfIncome', 'front', 'back', 'selfie']);
  });

  it('a document picture of another type is turned away with its toast', async () => {
    const { user } = await openIdentity();
    await user.upload(screen.getByLabelText(en.kyc.document.selfie), picture('me.heic', 'image/heic'));
    expect(await screen.findByText(en.activity_apply_remark_limit2)).toBeInTheDocument();
  });

  it('under review and verified: the state, no form', async () => {
    for (const status of ['review', 'verified'] as const) {
      const { unmount } = await openIdentity({ status, submittedAt: AT });
      expect(within(screen.getByRole('region', { name: en.kyc.stateTitle })).getByText(en.kyc.status[status])).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: en.kyc.submit })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('rejected: the reason, and a resubmission from the answers given with only the picture that changes', async () => {
    const fields = { address: '12 Road 5, Dhaka', nationality: 'Bangladeshi', occupation: 'Engineer', sourceOfIncome: 'Salary' };
    const rejected = { status: 'rejected' as const, reason: 'The selfie is blurred.', fields, documents: { front: true, back: true, selfie: true }, submittedAt: AT, decidedAt: AT };
    const { user, fetch } = await openIdentity(rejected, { [`POST ${PaymentPath.kyc}`]: ok(kyc({ status: 'review', submittedAt: AT })) });
    expect(screen.getByRole('alert')).toHaveTextContent('The selfie is blurred.');
    const form = screen.getByRole('form', { name: en.kyc.resubmitTitle });
    expect(within(form).getByLabelText(en.kyc.field.address)).toHaveValue('12 Road 5, Dhaka');
    expect(within(form).getAllByText(new RegExp(en.kyc.documentOnFile))).toHaveLength(3);
    await user.upload(within(form).getByLabelText(en.kyc.document.selfie), picture('sharp-selfie.jpg'));
    await user.click(within(form).getByRole('button', { name: en.kyc.submit }));
    expect(await screen.findByText(en.kyc.status.review)).toBeInTheDocument();
    const body = callsTo(fetch, PaymentPath.kyc, 'POST')[0].init.body as FormData;
    expect([...body.keys()]).toEqual(['address', 'nationality', 'occupation', 'sourceOfIncome', 'selfie']);
  });
});
