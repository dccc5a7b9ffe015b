/** The console's audit calls (issue 13): the hash chain's verification. */
import { CONSOLE_API } from './operator';

export const AuditPath = {
  /** GET: seals what is pending, then walks the chain; names the first row that does not verify. */
  verify: `${CONSOLE_API}/audit/verify`,
} as const;

/** The chain's verification: every sealed row checked from the first. */
export interface AuditChainValue {
  ok: boolean;
  checked: number;
  /** Rows written but not sealed yet. */
  unsealed: number;
  /** The first row that does not verify: its content changed, its link is wrong, or rows before it are missing. */
  firstBroken?: { id: number; chainSeq: number; reason: 'content' | 'link' | 'missing' };
}
