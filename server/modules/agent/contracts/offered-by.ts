/** Who offered a contract, as a viewer may see it (docs/agents.md "Contracts"). */
import { maskUsername } from '../../seamless';
import type { AgentContractRow } from './tables';

/** 'merchant' for the merchant's offers; the upline's username, masked for anyone but the upline itself. */
export const offeredByFor = (row: AgentContractRow, viewerId: number | null): string =>
  row.offeredById === null ? 'merchant' : row.offeredById === viewerId ? row.offeredByName : maskUsername(row.offeredByName);
