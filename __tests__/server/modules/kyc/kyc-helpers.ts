/** What the KYC suites share: a member's form, sent as the site sends it. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { PaymentPath, type KycValue } from '@common/contract/payments';
import { call } from '../../helpers/accounts';
import { type FormPart, multipart, picture } from '../../helpers/multipart';

export const FIELDS = { address: '12 Lake Road, Dhaka', nationality: 'Bangladeshi', occupation: 'Teacher', sourceOfIncome: 'Salary' };

/** The four fields as form parts (overrides replace or, with undefined, drop one). */
export function fieldParts(overrides: Partial<Record<keyof typeof FIELDS, string | undefined>> = {}): FormPart[] {
  const fields: Record<string, string | undefined> = { ...FIELDS, ...overrides };
  return Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
}

/** Picture parts for the named documents (JPEGs). */
export async function documentParts(documents: readonly ('front' | 'back' | 'selfie')[] = ['front', 'back', 'selfie']): Promise<FormPart[]> {
  const jpeg = await picture('jpeg');
  return documents.map((name) => ({ name, file: jpeg, filename: `${name}.jpg`, type: 'image/jpeg' }));
}

/** POST /wps/member/kyc as `token`; the status and envelope. */
export async function submit(app: FastifyInstance, token: string, parts: FormPart[], headers: Record<string, string> = {}) {
  const form = multipart(parts);
  const res = await call(app, 'POST', PaymentPath.kyc, { token, payload: form.payload, headers: { ...form.headers, ...headers } });
  return { status: res.statusCode, body: res.json<Envelope<KycValue>>() };
}

/** GET /wps/member/kyc as `token`. */
export async function kycOf(app: FastifyInstance, token: string, headers: Record<string, string> = {}): Promise<Envelope<KycValue>> {
  return (await call(app, 'GET', PaymentPath.kyc, { token, headers })).json<Envelope<KycValue>>();
}
