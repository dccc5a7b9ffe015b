/**
 * The only runtime APIs common/ may use: the part of the web platform that browsers and Node 20
 * both have as globals. common/tsconfig.json type-checks common/ against this file alone (no DOM,
 * no Node types), so reaching for anything else fails `npm run typecheck`. The site and server
 * programs exclude this file: their DOM and Node types declare the same globals in full.
 */

declare function btoa(data: string): string;
declare function atob(data: string): string;

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}

interface CryptoKey {
  readonly type: string;
}
interface SubtleCrypto {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    keyUsages: ['sign'],
  ): Promise<CryptoKey>;
  sign(algorithm: 'HMAC', key: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}
// eslint-disable-next-line no-var -- a global declared the way lib.dom.d.ts declares it
declare var crypto: { readonly subtle: SubtleCrypto } | undefined;
