import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AccountPath, type SecurityConfigValue } from '@common/contract/account';
import type { RegisterField, RegisterFieldName, SystemStatusValue, Whitelabel } from '@common/contract/system';
import type { KeyServer } from './crypto';
import { statusValue, type FakeRequest, type Reply } from './fixtures';

/** Every register field, shown; `required` says which must be filled. */
export function registerFields(shown: RegisterFieldName[], required: RegisterFieldName[] = shown): RegisterField[] {
  return shown.map((name) => ({ name, show: true, required: required.includes(name) }));
}

/** A status whose register settings and whitelabel flags are the given ones. */
export function accountStatus({ fields = [], flags = {}, minAge = 21 }: { fields?: RegisterField[]; flags?: Partial<Whitelabel>; minAge?: number } = {}): SystemStatusValue {
  const base = statusValue();
  return statusValue({ info: { register: { fields, minAge }, whitelabel: { ...base.info.whitelabel, ...flags } } });
}

/** An encrypted PUT route: decrypts like the server, then answers reply(body). */
export function encryptedPutRoute(server: KeyServer, path: string, reply: (body: Record<string, unknown>) => unknown): Record<string, Reply> {
  return { ...server.routes, [`PUT ${path}`]: async (r: FakeRequest) => reply((await server.decrypt(r)) as Record<string, unknown>) };
}

/** The JSON body a fake request carried. */
export const jsonBody = (r: FakeRequest): unknown => JSON.parse(String(r.init.body));

/** The form fields a form-encoded fake request carried. */
export const formBody = (r: FakeRequest): Record<string, string> => Object.fromEntries(r.init.body as URLSearchParams);

/** Member-centre answers: icon 2, nickname and email, no withdrawal password yet. */
export function memberCentreRoutes(security: Partial<SecurityConfigValue> = {}): Record<string, Reply> {
  const value: SecurityConfigValue = { hasWithdrawalPassword: false, emailBound: true, mobileBound: false, passwordUpdatedAt: null, ...security };
  return {
    'GET /wps/member/info': { success: true, value: { id: 1, type: 0, userName: 'alice', nickname: 'Ali', email: 'ali@example.com', iconId: 2 } },
    [`GET ${AccountPath.icon}`]: { success: true, value: { iconId: 2 } },
    [`GET ${AccountPath.securityConfig}`]: { success: true, value },
    [`POST ${AccountPath.icon}`]: { success: true },
    [`POST ${AccountPath.nickname}`]: { success: true, value: { nickname: 'Lucky' } },
    [`POST ${AccountPath.email}`]: { success: true, value: { email: 'new@example.com' } },
    [`POST ${AccountPath.paymentPassword}`]: { success: true },
  };
}

/** Confirms the open dialog once its click-through guard has passed; returns the dialog's text. */
export async function confirmDialog(user: UserEvent, confirmName: string): Promise<string> {
  const dialog = screen.getByRole('alertdialog');
  const text = dialog.textContent ?? '';
  const confirm = within(dialog).getByRole('button', { name: confirmName });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
  return text;
}
