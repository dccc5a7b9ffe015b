/** What a failed console call rejects with: the envelope's code and the server's message in the operator's language. */
export class ConsoleApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

/** Codes the client makes itself when no envelope came back. */
export const ClientCode = {
  network: 'console.network',
  badResponse: 'console.badResponse',
} as const;

/** The codes that mean the operator has no live session any more (docs/console.md "The session"). */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set(['operator.not.logged.in', 'operator.session.expired']);

/** A failure as a screen shows it: the server's message, or a client code the screen translates. */
export interface Failure {
  code: string;
  message: string;
}

/** Any rejection as a Failure. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ConsoleApiError) return { code: error.code, message: error.message };
  return { code: ClientCode.badResponse, message: error instanceof Error ? error.message : String(error) };
}

/** True for the codes the client makes itself (its screens translate them). */
export function isClientCode(code: string): boolean {
  return (Object.values(ClientCode) as string[]).includes(code);
}
