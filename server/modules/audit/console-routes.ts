/**
 * The console's audit calls (docs/console.md "Audit"): verify the hash chain, the filtered list
 * and its CSV export. A merchant's operator reads only rows tagged with its merchant.
 */
import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditPath, type AuditChainValue } from '@common/contract/audit';
import type { Page } from '@common/contract/consolePlayers';
import { ReportPath, type AuditEntryValue } from '@common/contract/consoleReports';
import type { Envelope } from '@common/contract/envelope';
import { merchantScope, Nullable, PageQuery, PageSchema, RangeQuery } from '../../http/console';
import { csvLine } from '../../http/csv';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies, textReply } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { sealAuditLog, verifyAuditChain } from './chain';
import { auditPage, auditRows, type AuditFilter } from './queries';

const ChainSchema = wireSchema<AuditChainValue>()(
  Type.Object({
    ok: Type.Boolean(),
    checked: Type.Integer(),
    unsealed: Type.Integer(),
    firstBroken: Type.Optional(Type.Object({ id: Type.Integer(), chainSeq: Type.Integer(), reason: Type.Union([Type.Literal('content'), Type.Literal('link'), Type.Literal('missing')]) })),
  }),
);

const EntrySchema = wireSchema<AuditEntryValue>()(
  Type.Object({
    id: Type.Integer(),
    at: Type.Integer(),
    actor: Type.String(),
    ip: Nullable(Type.String()),
    action: Type.String(),
    subject: Type.String(),
    reason: Nullable(Type.String()),
    detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
    merchantCode: Nullable(Type.String()),
    chainSeq: Nullable(Type.Integer()),
  }),
);
const text = Type.String({ minLength: 1, maxLength: 200 });
const filterFields = {
  actor: Type.Optional(text),
  action: Type.Optional(text),
  subject: Type.Optional(text),
  merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  ...RangeQuery,
};
const ListQuery = Type.Object({ ...filterFields, ...PageQuery });
const CsvQuery = Type.Object(filterFields);
const CSV_COLUMNS = ['id', 'at', 'actor', 'ip', 'action', 'subject', 'merchantCode', 'reason', 'detail', 'chainSeq'];

type FilterQuery = Omit<AuditFilter, 'merchantCode'> & { merchantCode?: string };
function filterOf(request: FastifyRequest, query: FilterQuery): AuditFilter {
  return { ...query, merchantCode: merchantScope(operatorOf(request), query.merchantCode) };
}

/** The export: a header line, then one line per row, newest first (UTF-8 with a BOM, which spreadsheets need to read it as UTF-8). */
async function* csvOf(rows: AsyncIterable<AuditEntryValue>): AsyncGenerator<string> {
  yield `\ufeff${csvLine(CSV_COLUMNS)}`;
  for await (const r of rows) {
    yield csvLine([r.id, new Date(r.at).toISOString(), r.actor, r.ip, r.action, r.subject, r.merchantCode, r.reason, JSON.stringify(r.detail ?? {}), r.chainSeq]);
  }
}

/** Registers the audit calls (inside operatorScope). */
export async function auditConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(
    consoleRoute(AuditPath.verify),
    { config: { permission: 'audit.view' }, schema: { response: replies(ChainSchema), tags: ['console', 'audit'] } },
    async (): Promise<Envelope<AuditChainValue>> => {
      // Rows written a moment ago are sealed first, so the answer covers the whole trail.
      await sealAuditLog(app.db);
      return ok(await verifyAuditChain(app.db));
    },
  );

  app.get(
    consoleRoute(ReportPath.audit),
    { config: { permission: 'audit.view' }, schema: { querystring: ListQuery, response: replies(PageSchema(EntrySchema)), tags: ['console', 'audit'] } },
    async (request): Promise<Envelope<Page<AuditEntryValue>>> => {
      const { page, ...query } = request.query;
      return ok(await auditPage(app.db, filterOf(request, query), page));
    },
  );

  app.get(
    consoleRoute(ReportPath.auditCsv),
    { config: { permission: 'audit.view' }, schema: { querystring: CsvQuery, response: textReply('text/csv', 'Every matching audit row'), tags: ['console', 'audit'] } },
    async (request, reply) => {
      const filter = filterOf(request, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        // A stream: the typed reply only knows the schema's text, which the stream's chunks are.
        .send(Readable.from(csvOf(auditRows(app.db, filter))) as unknown as string);
    },
  );
}
