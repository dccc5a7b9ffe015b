/**
 * The members a message goes to, as SQL for the inbox's one INSERT ... SELECT fan-out: the inbox
 * never reads this module's table itself, it asks for the SELECT (ARCHITECTURE.md "Boundaries").
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { TRIAL_MEMBER_TYPE } from '@common/rules/memberTypes';
import { members } from './tables';

export interface AudienceFilter {
  merchantCode: string;
  /** One member by username (lower-cased here). */
  username?: string;
  /** Member types; empty or absent: any real type. */
  types?: readonly number[];
  /** Further conditions on the member id (other modules' SQL: last login, language). */
  idConditions?: readonly SQL[];
}

/**
 * SELECT id FROM members of one merchant that may receive messages: active, not trial (type 4,
 * §4: no inbox for trial accounts), not demo; narrowed by the filter.
 */
export function audienceIdsSql(filter: AudienceFilter): SQL {
  const conditions: SQL[] = [
    eq(members.merchantCode, filter.merchantCode),
    ne(members.type, TRIAL_MEMBER_TYPE),
    eq(members.demo, false),
    eq(members.status, 'active'),
  ];
  if (filter.username !== undefined) conditions.push(eq(members.username, filter.username.toLowerCase()));
  if (filter.types && filter.types.length > 0) conditions.push(inArray(members.type, [...filter.types] as never[]));
  for (const condition of filter.idConditions ?? []) conditions.push(sql`${members.id} in (${condition})`);
  return sql`select ${members.id} from ${members} where ${and(...conditions)}`;
}

