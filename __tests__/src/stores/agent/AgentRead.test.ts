import { ErrorCode } from '@common/contract/envelope';
import { ApiError } from '../../../../src/api/client';
import { AgentRead, isAgentOnly } from '../../../../src/stores/agent/AgentRead';

describe('AgentRead', () => {
  it('knows the server’s agent.only refusal by its error code', () => {
    expect(isAgentOnly(new ApiError('no', { code: ErrorCode.agentOnly, silent: true }))).toBe(true);
    expect(isAgentOnly(new ApiError('no', { code: ErrorCode.unknown, silent: true }))).toBe(false);
  });

  it('a refusal of a non-agent reads agentOnly; another failure keeps what was shown', async () => {
    let fail: ApiError | null = null;
    const read = new AgentRead(async () => {
      if (fail) throw fail;
      return { success: true, value: 7 };
    });
    await read.load();
    expect(read).toMatchObject({ state: 'loaded', value: 7 });
    fail = new ApiError('down', { code: 'network', silent: true });
    await read.load();
    expect(read).toMatchObject({ state: 'loaded', value: 7 });
    fail = new ApiError('no', { code: ErrorCode.agentOnly, silent: true });
    await read.load();
    expect(read.state).toBe('agentOnly');
  });
});
