import { screen } from '@testing-library/react';
import { PaymentPath, type DepositValue } from '@common/contract/payments';
import type { SystemStatusValue } from '@common/contract/system';
import { renderApp, sessionOf, statusValue, type Reply } from './renderApp';
import { ok, paymentRoutes } from './payments';

/** A status whose template picks the deposit detail: dep_func "1" the new one, anything else the base. */
export function depositTemplate(depFunc: string): SystemStatusValue {
  return statusValue({ info: { mobileTemplate: { mem_cen: '0', dep_func: depFunc } } });
}

/** /m/voucherCenter?deposit= of the given deposit, as a member of type 0. */
export async function openDeposit(value: DepositValue, { routes = {}, status }: { routes?: Record<string, Reply>; status?: SystemStatusValue } = {}) {
  const app = await renderApp({
    path: `/m/voucherCenter?deposit=${value.id}`,
    session: sessionOf(0),
    status,
    routes: { ...paymentRoutes(), [`GET ${PaymentPath.deposit(value.id)}`]: ok(value), ...routes },
  });
  await screen.findByRole('heading', { level: 2 });
  return app;
}
