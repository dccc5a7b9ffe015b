/**
 * Authenticating a vendor request before its body is even parsed: the JSON parser of the
 * seamless scope sees the raw bytes, so the signature covers exactly what was sent, not a
 * re-serialisation of it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { SEAMLESS_MAX_SKEW_MS, SeamlessHeader } from '../../vendors/seamless/contract';
import { signatureMatches } from '../../vendors/seamless/signing';
import { acceptedVendorCredential } from './credentials';
import type { VendorCredentialRow } from './tables';

declare module 'fastify' {
  interface FastifyRequest {
    /** The vendor whose signature the body carries; set by the seamless scope's JSON parser. */
    seamlessVendor: VendorCredentialRow | null;
  }
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** HTTP 401: vendors must fix their credentials or clock, not retry as is. */
export const refuse = (code: typeof ErrorCode.seamlessSignatureInvalid | typeof ErrorCode.seamlessTimestampStale) =>
  new AppError(code, { status: 401 });

/** The signing vendor of a request with this raw body; throws 401 for a bad signature or a stale timestamp. */
export async function authenticateVendor(app: FastifyInstance, request: FastifyRequest, rawBody: string): Promise<VendorCredentialRow> {
  const vendorCode = header(request, SeamlessHeader.vendor);
  const timestamp = header(request, SeamlessHeader.timestamp);
  const signature = header(request, SeamlessHeader.signature);
  const signed = (secret: string) => signatureMatches(secret, timestamp, rawBody, signature);
  const vendor = vendorCode && vendorCode.length <= 64 ? await acceptedVendorCredential(app, vendorCode, signed) : null;
  if (!vendor) throw refuse(ErrorCode.seamlessSignatureInvalid);
  // Checked after the signature, so an attacker cannot probe the clock window without the secret.
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(app.now() - Number(timestamp)) > SEAMLESS_MAX_SKEW_MS) {
    throw refuse(ErrorCode.seamlessTimestampStale);
  }
  return vendor;
}

/** The vendor of a request that went through the scope's parser (a bodiless request never did). */
export function vendorOf(request: FastifyRequest): VendorCredentialRow {
  if (!request.seamlessVendor) throw refuse(ErrorCode.seamlessSignatureInvalid);
  return request.seamlessVendor;
}
