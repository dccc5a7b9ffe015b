/**
 * TypeBox on fastify without another dependency: a type provider (handler types come from the
 * route's schemas via Static<>) and a validator compiler built on TypeBox's own compiler.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyTypeProvider } from 'fastify';

/** Lets `app.withTypeProvider<TypeBoxProvider>()` derive request types from TypeBox schemas. */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/**
 * JSON bodies are checked exactly as sent: `"true"` is not a boolean and `"5"` is not a number,
 * so a wrong type is refused rather than guessed. Params and query strings are text on the
 * wire, so they are converted to the schema's types first.
 */
export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = compiledChecker(schema);
  const fromText = httpPart === 'params' || httpPart === 'querystring';
  return (data: unknown) => {
    const value = fromText ? Value.Convert(schema, data) : data;
    if (checker.Check(value)) {
      const nul = nulPath(value, '');
      if (nul === null) return fromText ? { value } : true;
      return { error: [{ keyword: 'nul', instancePath: nul, schemaPath: '', params: {}, message: 'must not contain a NUL character' }] };
    }
    const first = checker.Errors(value).First();
    const error: FastifySchemaValidationError = {
      keyword: 'typebox',
      instancePath: first?.path ?? '',
      schemaPath: '',
      params: {},
      message: first?.message ?? 'Invalid value',
    };
    return { error: [error] };
  };
};

/**
 * A schema's compiled checker, compiled once per process: route schemas are module constants, and
 * a process that builds several apps (the two-node harness, benches, test files) would otherwise
 * compile each again for every app.
 */
const checkers = new WeakMap<TSchema, TypeCheck<TSchema>>();
function compiledChecker(schema: TSchema): TypeCheck<TSchema> {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = TypeCompiler.Compile(schema);
    checkers.set(schema, checker);
  }
  return checker;
}

/**
 * Where a string holding U+0000 sits in a validated value, or null. PostgreSQL text cannot store
 * NUL, so such input would fail deep in a query as a 500; every route refuses it here, in one place.
 */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Mutually assignable with the same keys: an optional field the schema forgot is caught too. */
type Conforms<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false;

/**
 * Ties a TypeBox schema to a wire type of src/api: compiles only when the schema's static type
 * matches it, so the validated shape and the contract cannot drift apart.
 */
export function wireSchema<T>() {
  return <S extends TSchema>(schema: S & (Conforms<Static<S>, T> extends true ? unknown : { mismatchWith: T })): S => schema;
}

/** A union of literal schemas: one of `values` (a const list of the contract's names or numbers). */
export const literals = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
