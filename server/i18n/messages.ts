/**
 * Human text for the error codes the server sends, in the request's Language header
 * (upper case, §7). English is the fallback for languages without a table.
 */
import { ErrorCode, type ErrorCodeValue } from '../../src/api/types';

type MessageTable = Partial<Record<ErrorCodeValue, string>>;

const EN: MessageTable = {
  [ErrorCode.merchantMissing]: 'The Merchant header is missing.',
  [ErrorCode.merchantInvalid]: 'Unknown merchant code "{merchant}".',
  [ErrorCode.requestInvalid]: 'Invalid {field}: {detail}.',
  [ErrorCode.requestMalformed]: 'The request body is not valid JSON.',
  [ErrorCode.requestTooLarge]: 'The request is too large (limit {limit} bytes).',
  [ErrorCode.unsupportedMediaType]: 'Content type "{type}" is not supported; send application/json.',
  [ErrorCode.notFound]: 'There is no {method} {path}.',
  [ErrorCode.tooManyRequests]: 'Too many requests. Please try again in {seconds} seconds.',
  [ErrorCode.maintenance]: 'The platform is under maintenance. Please try again later.',
  [ErrorCode.regionRestricted]: 'Access from your IP or location ({ip}) is restricted. Please contact customer service.',
  [ErrorCode.adminTokenInvalid]: 'The X-Admin-Token header is missing or wrong.',
  [ErrorCode.unknown]: 'Something went wrong. Please try again later.',
};

const BN: MessageTable = {
  [ErrorCode.merchantMissing]: 'Merchant হেডার পাওয়া যায়নি।',
  [ErrorCode.merchantInvalid]: 'অজানা মার্চেন্ট কোড "{merchant}"।',
  [ErrorCode.requestInvalid]: '{field} সঠিক নয়: {detail}।',
  [ErrorCode.requestMalformed]: 'অনুরোধের বডি সঠিক JSON নয়।',
  [ErrorCode.requestTooLarge]: 'অনুরোধটি খুব বড় (সীমা {limit} বাইট)।',
  [ErrorCode.unsupportedMediaType]: 'কনটেন্ট টাইপ "{type}" সমর্থিত নয়; application/json পাঠান।',
  [ErrorCode.notFound]: '{method} {path} বলে কিছু নেই।',
  [ErrorCode.tooManyRequests]: 'অনেক বেশি অনুরোধ। অনুগ্রহ করে {seconds} সেকেন্ড পরে আবার চেষ্টা করুন।',
  [ErrorCode.maintenance]: 'প্ল্যাটফর্মটি রক্ষণাবেক্ষণের অধীনে আছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  [ErrorCode.regionRestricted]: 'আপনার আইপি বা অবস্থান ({ip}) থেকে প্রবেশ সীমাবদ্ধ। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  [ErrorCode.adminTokenInvalid]: 'X-Admin-Token হেডার নেই বা ভুল।',
  [ErrorCode.unknown]: 'কিছু একটা ভুল হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
};

const TABLES: Record<string, MessageTable> = { EN, BN };

/** Message for a code in a Language header value, with {name} placeholders filled from params. */
export function messageFor(code: ErrorCodeValue, language: string | undefined, params: Record<string, string | number> = {}): string {
  const table = TABLES[(language ?? '').trim().toUpperCase()] ?? EN;
  const template = table[code] ?? EN[code] ?? EN[ErrorCode.unknown]!;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
