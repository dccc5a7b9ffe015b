/** Tables owned by the crypto module. */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * RSA-OAEP key pairs for encrypted request bodies (docs/encryption.md). Exactly one is active
 * (the partial unique index makes that the database's rule); retired keys stay so bodies sealed
 * just before a rotation still open.
 */
export const encryptionKeys = pgTable(
  'encryption_keys',
  {
    keyId: text('key_id').primaryKey(),
    /** SPKI DER, base64: what GET /wps/session/login/key hands out. */
    publicKey: text('public_key').notNull(),
    /** PKCS#8 DER, base64. */
    privateKey: text('private_key').notNull(),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('encryption_keys_one_active').on(t.active).where(sql`${t.active}`)],
);

/** Server-wide random secrets (the HMAC key for SMS codes and captcha answers), made on first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EncryptionKeyRow = typeof encryptionKeys.$inferSelect;
