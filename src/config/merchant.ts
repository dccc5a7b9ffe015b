/**
 * The merchant this copy of the site belongs to (§1: a fixed configured code). Each merchant's
 * branded build sets MERCHANT_CODE; webpack's DefinePlugin bakes it in. The default matches
 * the server's seeded demo merchant (server/seed/merchant.json).
 */
export const MERCHANT_CODE: string = process.env.MERCHANT_CODE || 'MLOBBY';

