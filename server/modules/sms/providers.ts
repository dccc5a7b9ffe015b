/**
 * Where SMS and email go. The default providers write to a dev outbox: the server log plus an
 * in-memory list that GET /wps/dev/outbox shows outside production, so every flow that sends a
 * code works locally. A real gateway implements the same interfaces.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@common/contract/account';

export interface SmsProvider {
  /** `to` is E.164; `masked` is the same number with its middle hidden, for logs. */
  send(message: { to: string; masked: string; text: string }): Promise<void>;
}

export interface EmailProvider {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

export interface Messaging {
  sms: SmsProvider;
  email: EmailProvider;
  /** The dev outbox, when the providers write to one. */
  outbox: DevOutbox | null;
}

/** Newest messages kept; older ones drop off. */
const OUTBOX_SIZE = 200;

/** In-memory list of sent messages. */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly now: () => number) {}

  /** Keeps a message. */
  add(channel: OutboxMessage['channel'], to: string, text: string): void {
    this.messages.push({ channel, to, text, sentAt: this.now() });
    if (this.messages.length > OUTBOX_SIZE) this.messages.shift();
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return [...this.messages].reverse();
  }
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * The providers until a real gateway is configured. With `outboxOn` (DEV_OUTBOX=true, never in
 * production) messages are kept in the dev outbox; otherwise there is none, and the text (which
 * carries codes and reset links) is never logged: only a warning that nothing was sent.
 */
export function devOutboxMessaging(log: FastifyBaseLogger, outboxOn: boolean, now: () => number): Messaging {
  const outbox = outboxOn ? new DevOutbox(now) : null;
  return {
    outbox,
    sms: {
      async send({ to, masked, text }) {
        if (!outbox) return log.warn(`SMS to ${masked} not sent: no SMS provider is configured`);
        outbox.add('sms', to, text);
        log.info(`SMS to ${masked}: ${text}`);
      },
    },
    email: {
      async send({ to, subject, text }) {
        if (!outbox) return log.warn(`Email to ${maskEmail(to)} not sent: no email provider is configured`);
        outbox.add('email', to, `${subject}\n\n${text}`);
        log.info(`Email to ${maskEmail(to)}: ${subject}`);
      },
    },
  };
}
