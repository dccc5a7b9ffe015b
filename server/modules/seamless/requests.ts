/**
 * Exactly-once answers per (vendor, requestId): the request row is claimed before the operation
 * runs, in the same database transaction. A duplicate arriving meanwhile waits on the unique
 * index (PostgreSQL) or behind the transaction (PGlite), then reads the stored first response.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { messageFor } from '../../i18n/messages';
import type { SeamlessOperation, SeamlessResponse, SeamlessValue } from '../../vendors/seamless/contract';
import { seamlessRequests } from './tables';

/**
 * Runs `operation` once for the request id and stores its response. A business refusal
 * (AppError) is stored too, after its writes were rolled back to a savepoint; an unexpected
 * error rolls everything back, request row included, so the vendor's retry runs it afresh.
 */
export async function answerOnce(
  db: Database,
  vendorCode: string,
  requestId: string,
  operation: SeamlessOperation,
  run: (tx: Database) => Promise<SeamlessValue>,
): Promise<SeamlessResponse> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seamlessRequests)
      .values({ vendorCode, requestId, operation })
      .onConflictDoNothing()
      .returning({ id: seamlessRequests.id });
    if (!claimed[0]) return storedResponse(tx, vendorCode, requestId);
    let response: SeamlessResponse;
    try {
      response = { success: true, value: await tx.transaction(run) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // Vendors are machines: their messages are English whatever the player's language.
      response = { success: false, code: err.code, message: messageFor(err.code, 'EN', err.params) };
    }
    await tx.update(seamlessRequests).set({ response }).where(eq(seamlessRequests.id, claimed[0].id));
    return response;
  });
}

async function storedResponse(tx: Database, vendorCode: string, requestId: string): Promise<SeamlessResponse> {
  const rows = await tx
    .select({ response: seamlessRequests.response })
    .from(seamlessRequests)
    .where(and(eq(seamlessRequests.vendorCode, vendorCode), eq(seamlessRequests.requestId, requestId)))
    .limit(1);
  const response = rows[0]?.response;
  // The claim and the response are written in one transaction, so a visible row always has one.
  if (!response) throw new Error(`seamless request ${vendorCode}/${requestId} claimed without a response`);
  return response;
}
