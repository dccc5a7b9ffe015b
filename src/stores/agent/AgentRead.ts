import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '@common/contract/envelope';
import { ApiError } from '../../api/client';
import type { LoadState } from '../DepositStore';

/** A read's state; agentOnly: the server said the caller is not an agent (§6 agent.only). */
export type AgentReadState = LoadState | 'agentOnly';

/**
 * ErrorCode.agentOnly, written out: importing ErrorCode into a lazy chunk would keep the whole code
 * table in the first download (the shell's uses of it are inlined only while nothing else imports it).
 */
const AGENT_ONLY = 'agent.only';

/** True when a failed call is the server's agent.only refusal. */
export const isAgentOnly = (error: unknown): boolean => error instanceof ApiError && error.code === AGENT_ONLY;

/**
 * One read of the agent area (issue 18): its value and state. It is quiet (no alert): the screen
 * shows a retry, or "for agents only" when the server refuses a non-agent. A failed refresh keeps
 * what is shown.
 */
export class AgentRead<T> {
  value: T | null = null;
  state: AgentReadState = 'idle';

  constructor(private readonly read: () => Promise<Envelope<T>>) {
    makeAutoObservable<AgentRead<T>, 'read'>(this, { read: false });
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const res = await this.read();
      runInAction(() => {
        this.value = res.value as T;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (isAgentOnly(error)) this.state = 'agentOnly';
        else if (this.state !== 'loaded') this.state = 'failed';
      });
    }
  }

  /** A value another call sent back (a signature, a new link) takes the read's place. */
  set(value: T): void {
    this.value = value;
  }

  clear(): void {
    this.value = null;
    this.state = 'idle';
  }
}
