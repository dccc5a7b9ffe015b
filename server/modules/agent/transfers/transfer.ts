/**
 * Downline transfers (docs/agents.md "Downline transfer"): an agent moves real money from its
 * balance to a member of its whole team, with its withdrawal password. In one transaction, under
 * the agent's lock (its agent_profiles row): a repeated request id answers the first transfer, the
 * day's transfers are summed against the merchant's per-agent daily cap (UTC day), the row is
 * inserted and the wallet's agentTransfer posts — its guards judge the recipient (player
 * protection), its ledger the balance. Any refusal rolls everything back. Audited.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DownlineTransferRequest, DownlineTransferValue } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_PAGE_SIZE, AGENT_TRANSFER_MIN } from '@common/rules/agents';
import type { Page } from '@common/contract/consolePlayers';
import type { Deps } from '../../../context';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { pageWindow, safeNumber } from '../../../http/console';
import type { Client } from '../../../plugins/gateway';
import { recordAudit } from '../../audit';
import { findMemberByUsername, memberSubject, normalizeUsername, requireWithdrawalPassword, usernamesOf, type Member } from '../../member';
import { agentTransfer, balanceOf, ensureMemberAccount, type WalletGuards } from '../../wallet';
import { periodOf } from '../figures';
import { agentSettingsOf, inTeam } from '../hierarchy';
import { lockAgent } from '../team';
import { agentTransfers } from '../tables';

type TransferRow = typeof agentTransfers.$inferSelect;

/** What a transfer needs from the running app: the database and clock, the keys of the password throttle, and the wallet's guards. */
export type TransferDeps = Deps & { walletGuards: WalletGuards };

const valueOf = (row: TransferRow, username: string, balance: bigint): DownlineTransferValue => ({
  id: row.id,
  username,
  amount: safeNumber(row.amount),
  createdAt: row.createdAt.getTime(),
  balance: safeNumber(balance),
});

async function existing(db: Database, agentId: number, requestId: string): Promise<TransferRow | null> {
  const [row] = await db
    .select()
    .from(agentTransfers)
    .where(and(eq(agentTransfers.agentId, agentId), eq(agentTransfers.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** A repeated request id answers its first transfer, unless the repeat names another recipient or amount. */
function sameRequest(row: TransferRow, recipient: Member, amount: bigint): TransferRow {
  if (row.memberId !== recipient.id || row.amount !== amount) throw new AppError(ErrorCode.idempotencyConflict);
  return row;
}

/** The agent's transfers since the start of the UTC day of `now`, minor units. */
async function sentToday(tx: Database, agentId: number, now: number): Promise<bigint> {
  const t = agentTransfers;
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${t.amount}), 0)::text` })
    .from(t)
    .where(and(eq(t.agentId, agentId), gte(t.createdAt, periodOf('day', now).start)));
  return BigInt(row!.sum);
}

/** Moves `req.amount` from the agent to a member of its whole team; the transfer and the agent's balance after it. */
export async function transferToTeam(deps: TransferDeps, client: Client, agent: Member, req: DownlineTransferRequest): Promise<DownlineTransferValue> {
  if (!Number.isSafeInteger(req.amount) || req.amount < AGENT_TRANSFER_MIN) throw new AppError(ErrorCode.agentTransferAmountInvalid, { params: { min: AGENT_TRANSFER_MIN } });
  const amount = BigInt(req.amount);
  await requireWithdrawalPassword(deps, client, agent, req.withdrawalPassword);
  const recipient = await findMemberByUsername(deps.db, agent.merchantCode, normalizeUsername(req.username));
  if (!recipient || !(await inTeam(deps.db, agent.id, recipient.id, 'team'))) throw new AppError(ErrorCode.agentMemberNotInTeam);
  const from = (await ensureMemberAccount(deps.db, agent.merchantCode, agent.id, 'real')).account.id;
  const to = (await ensureMemberAccount(deps.db, agent.merchantCode, recipient.id, 'real')).account.id;
  const cap = (await agentSettingsOf(deps.db, agent.merchantCode)).transferDailyCap;
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // The agent's lock: its concurrent transfers are counted against the cap one after another.
    await lockAgent(tx, agent.id);
    const repeated = await existing(tx, agent.id, req.requestId);
    if (repeated) return sameRequest(repeated, recipient, amount);
    const sent = await sentToday(tx, agent.id, now);
    if (sent + amount > cap) throw new AppError(ErrorCode.agentTransferCapReached, { params: { remaining: safeNumber(cap > sent ? cap - sent : 0n) } });
    const [created] = await tx
      .insert(agentTransfers)
      .values({ merchantCode: agent.merchantCode, agentId: agent.id, memberId: recipient.id, amount, requestId: req.requestId, createdAt: new Date(now) })
      .returning();
    await agentTransfer(tx, deps.walletGuards, {
      merchant: agent.merchantCode,
      agent: { memberId: agent.id, accountId: from, kind: 'real' },
      member: { memberId: recipient.id, accountId: to, kind: 'real' },
      amount,
      idempotencyKey: `agent-transfer:${created!.id}`,
      reference: { transferId: String(created!.id) },
    });
    await recordAudit(tx, { actor: memberSubject(agent.id), ip: client.ip }, {
      action: 'agent.transfer',
      subject: memberSubject(recipient.id),
      merchantCode: agent.merchantCode,
      detail: { transferId: created!.id, agentId: agent.id, amount: req.amount, requestId: req.requestId },
    });
    return created!;
  });
  return valueOf(row, recipient.username, await balanceOf(deps.db, from));
}

/** The agent's transfers, newest first, AGENT_PAGE_SIZE a page (balance 0: only the POST answer carries it). */
export async function transferHistory(db: Database, agentId: number, page: number | undefined): Promise<Page<DownlineTransferValue>> {
  const window = pageWindow(page, AGENT_PAGE_SIZE);
  const t = agentTransfers;
  const rows = await db.select().from(t).where(eq(t.agentId, agentId)).orderBy(desc(t.createdAt), desc(t.id)).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(eq(t.agentId, agentId));
  const names = await usernamesOf(db, rows.map((r) => r.memberId));
  return { items: rows.map((r) => valueOf(r, names.get(r.memberId) ?? '', 0n)), page: window.page, pageSize: window.limit, total: Number(total?.n ?? 0) };
}
