/**
 * Request headers every call carries (§7)
 * (ARCHITECTURE.md "Wire conventions"). A shape is written here once; site and server import it.
 */

/** Request header names of the call client (§7); the server checks the same names. */
export const Header = {
  moduleId: 'ModuleId',
  gateway: 'Gateway-Version',
  merchant: 'Merchant',
  language: 'Language',
  device: 'Device',
  authorization: 'Authorization',
  encryption: 'Encryption',
  contentType: 'Content-Type',
} as const;

/** Gateway-Version values: the mobile site sends 3; 1 is the web gateway, also accepted. */
export const GATEWAY_MOBILE = 3;
export const GATEWAY_WEB = 1;
