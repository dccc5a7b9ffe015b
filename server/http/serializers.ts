/**
 * Response serializers compiled once per process. Fastify compiles every route's response schema
 * with fast-json-stringify for each app it builds; our schemas are module constants without shared
 * `$ref`s (no addSchema), so one schema object always compiles to the same function, and a process
 * that builds several apps (the two-node harness, benches, test files) reuses it.
 */
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

const serializers = new WeakMap<object, (data: unknown) => string>();

export const cachedSerializerCompiler: FastifySerializerCompiler<Schema> = ({ schema }) => {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(schema) as (data: unknown) => string;
    serializers.set(schema, serialize);
  }
  return serialize;
};
