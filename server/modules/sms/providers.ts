/**
 * Where SMS and email go. The default providers write to a dev outbox: the server log plus an
 * in-memory list that GET /wps/dev/outbox shows outside production, so every flow that sends a
 * code works locally. A real gateway implements the same interfaces.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@common/contract/account';
import type { OutboxMessage as ConsoleOutboxMessage } from '@common/contract/consoleReports';

export interface SmsProvider {
  /** `to` is E.164; `masked` is the same number with its middle hidden, for logs; the merchant it is sent for. */
  send(message: { to: string; masked: string; text: string; merchantCode: string }): Promise<void>;
}

export interface EmailProvider {
  send(message: { to: string; subject: string; text: string; merchantCode: string }): Promise<void>;
}

export interface Messaging {
  sms: SmsProvider;
  email: EmailProvider;
  /** The dev outbox, when the providers write to one. */
  outbox: DevOutbox | null;
}

/** Newest messages kept; older ones drop off. */
const OUTBOX_SIZE = 200;

/** In-memory list of sent messages, numbered from 1 and tagged with their merchant (the console shows a merchant its own). */
export class DevOutbox {
  private readonly messages: ConsoleOutboxMessage[] = [];
  private serial = 0;

  constructor(private readonly now: () => number) {}

  /** Keeps a message. */
  add(channel: OutboxMessage['channel'], to: string, text: string, merchantCode: string): void {
    this.messages.push({ id: ++this.serial, channel, to, text, at: this.now(), merchantCode });
    if (this.messages.length > OUTBOX_SIZE) this.messages.shift();
  }

  /** Newest first, as GET /wps/dev/outbox shows them. */
  list(): OutboxMessage[] {
    return this.entries(null).map((m) => ({ channel: m.channel, to: m.to, text: m.text, sentAt: m.at }));
  }

  /** Newest first, of one merchant (null: all), as the console shows them. */
  entries(merchantCode: string | null): ConsoleOutboxMessage[] {
    return this.messages.filter((m) => merchantCode === null || m.merchantCode === merchantCode).reverse();
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
      async send({ to, masked, text, merchantCode }) {
        if (!outbox) return log.warn(`SMS to ${masked} not sent: no SMS provider is configured`);
        outbox.add('sms', to, text, merchantCode);
        log.info(`SMS to ${masked}: ${text}`);
      },
    },
    email: {
      async send({ to, subject, text, merchantCode }) {
        if (!outbox) return log.warn(`Email to ${maskEmail(to)} not sent: no email provider is configured`);
        outbox.add('email', to, `${subject}\n\n${text}`, merchantCode);
        log.info(`Email to ${maskEmail(to)}: ${subject}`);
      },
    },
  };
}
