/**
 * The user agreement (issue 15; §2 /m/useragreement): a merchant's terms per language, versioned.
 * Registration records the version accepted; after a new version is published every member
 * accepts it at the next login before playing (launches, lottery orders and deposits are refused
 * with agreement.acceptance.required until then).
 */
import { CONSOLE_API } from './operator';

export const AgreementPath = {
  /** GET → AgreementValue: the merchant's current version in the request's Language (falls back to English, then the first). Public. */
  current: '/wps/agreement',
  /** POST AcceptAgreementRequest → AgreementStatusValue (members). */
  accept: '/wps/agreement/accept',
  /** GET → AgreementStatusValue (members): whether the caller must accept the current version. */
  status: '/wps/agreement/status',
} as const;

export interface AgreementValue {
  /** 0 when the merchant never published one (the site then shows its built-in text). */
  version: number;
  publishedAt: number | null;
  language: string;
  title: string;
  /** Plain text; paragraphs separated by blank lines (never HTML: the site renders text only). */
  body: string;
}

export interface AcceptAgreementRequest {
  /** The version the member read; an older one than current is refused with agreement.version.stale. */
  version: number;
}

export interface AgreementStatusValue {
  currentVersion: number;
  acceptedVersion: number | null;
  mustAccept: boolean;
}

export const ConsoleAgreementPath = {
  /** GET ?merchantCode → AgreementVersionValue[] (newest first); POST DraftAgreementRequest → AgreementVersionValue (content.manage). */
  versions: `${CONSOLE_API}/agreements`,
  /** PUT DraftAgreementRequest → AgreementVersionValue (a draft only). */
  version: (id: number | string) => `${CONSOLE_API}/agreements/${id}`,
  /** POST → AgreementVersionValue: publishes a draft as the next version number (content.manage; audited). */
  publish: (id: number | string) => `${CONSOLE_API}/agreements/${id}/publish`,
} as const;

export interface AgreementTextValue {
  title: string;
  body: string;
}

export interface DraftAgreementRequest {
  merchantCode?: string;
  /** Per language code (EN, BN, CN...); English is required. */
  texts: Record<string, AgreementTextValue>;
}

export interface AgreementVersionValue {
  id: number;
  merchantCode: string;
  /** null while a draft. */
  version: number | null;
  status: 'draft' | 'published';
  texts: Record<string, AgreementTextValue>;
  createdBy: string;
  publishedAt: number | null;
  /** Members who accepted this version (published ones). */
  accepted: number;
}
