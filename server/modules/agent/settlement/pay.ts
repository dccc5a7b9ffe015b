/** Paying a statement: the wallet's agentCommission, house 'commission' → the agent's real balance, once per statement. */
import type { Database } from '../../../db/connection';
import { agentCommission, ensureMemberAccount, houseAccount } from '../../wallet';
import type { AgentStatementRow } from './tables';

/** The idempotency key of a statement's payment: a second attempt posts nothing. */
const statementPaymentKey = (statementId: number): string => `agent-statement:${statementId}`;

/** Posts the statement's `paid` to its agent inside `tx` (the settlement's or the approval's transaction). */
export async function payStatement(tx: Database, statement: AgentStatementRow): Promise<void> {
  const house = await houseAccount(tx, statement.merchantCode, 'commission');
  const { account } = await ensureMemberAccount(tx, statement.merchantCode, statement.agentId, 'real');
  await agentCommission(tx, {
    merchant: statement.merchantCode,
    agent: { memberId: statement.agentId, accountId: account.id, kind: 'real' },
    houseAccountId: house.id,
    amount: statement.paid,
    idempotencyKey: statementPaymentKey(statement.id),
    reference: { statementId: String(statement.id), kind: statement.kind, periodStart: statement.periodStart.getTime() },
  });
}
