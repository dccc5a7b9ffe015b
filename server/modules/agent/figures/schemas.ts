/** TypeBox schemas of the team figures and the team KPI call (common/contract/agents.ts). */
import { Type } from '@sinclair/typebox';
import type { TeamFigures, TeamKpiValue } from '@common/contract/agents';
import { CONTRACT_CYCLES, TEAM_SCOPES } from '@common/rules/agents';
import { wireSchema } from '../../../http/typebox';

export const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const TeamFiguresSchema = wireSchema<TeamFigures>()(
  Type.Object({
    periodStart: Type.Integer(),
    periodEnd: Type.Integer(),
    newMembers: Type.Integer(),
    activePlayers: Type.Integer(),
    depositors: Type.Integer(),
    deposits: Type.Integer(),
    turnover: Type.Integer(),
    ngr: Type.Integer(),
  }),
);

export const KpiSchema = wireSchema<TeamKpiValue>()(Type.Object({ scope: literals(TEAM_SCOPES), cycle: literals(CONTRACT_CYCLES), current: TeamFiguresSchema, previous: TeamFiguresSchema }));

export const KpiQuery = Type.Object({ scope: literals(TEAM_SCOPES), cycle: literals(CONTRACT_CYCLES) });
