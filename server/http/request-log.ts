/**
 * request.log without pino's cost on requests that write nothing. pino's child() serialises its
 * bindings (the request id) through the redaction at once, and our wildcard paths
 * (app.ts REDACTED: `*.password`…) run on every binding: with fastify's own per-request work on
 * the logger it was ~15% of the server's CPU for a small answer (bench:api status), while most
 * requests log nothing at the levels a deployment runs. The child is made on the first write at
 * an enabled level, so every line still carries the request id and passes the same redaction.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

/** The app's logger as fastify builds it (pino), which can say whether a level would write. */
type Parent = FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>;

class RequestLog implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
  ) {}

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings));
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#made === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.#child()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/**
 * fastify's childLoggerFactory: a route with its own log level or serializers gets pino's child
 * as before; every other request a RequestLog.
 */
export const lazyRequestLog: NonNullable<FastifyServerOptions['childLoggerFactory']> = function lazyRequestLog(logger, bindings, options) {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLog(logger as Parent, bindings);
};
