/** Tables owned by the captcha module. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type ChallengeKind = 'text' | 'slider';

/**
 * Captcha and slider challenges. A text captcha's answer is kept only as an HMAC; a slider's
 * answer is the gap's x in image pixels, kept plain because it is checked within a tolerance,
 * and never sent to the client. Both are single use: consuming sets used_at in the statement
 * that reads them.
 */
export const challenges = pgTable('challenges', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<ChallengeKind>().notNull(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
