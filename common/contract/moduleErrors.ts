/**
 * The error codes of the later modules, each group in its own file, gathered here so envelope.ts
 * (at its length limit) spreads one object into ErrorCode. A new module's group is added here.
 */
import { AGENT_ERROR_CODES } from './agentErrors';
import { TRANSFER_ERROR_CODES } from './transferErrors';

export const MODULE_ERROR_CODES = { ...AGENT_ERROR_CODES, ...TRANSFER_ERROR_CODES } as const;
