/** TypeBox schemas of the team figures and the team KPI call (common/contract/agents.ts). */
import { Type } from '@sinclair/typebox';
import type { TeamKpiValue } from '@common/contract/agents';
import { CONTRACT_CYCLES, TEAM_SCOPES } from '@common/rules/agents';
import { literals, wireSchema } from '../../../http/typebox';
import { TeamFiguresSchema } from '../schemas';


export const KpiSchema = wireSchema<TeamKpiValue>()(Type.Object({ scope: literals(TEAM_SCOPES), cycle: literals(CONTRACT_CYCLES), current: TeamFiguresSchema, previous: TeamFiguresSchema }));

export const KpiQuery = Type.Object({ scope: literals(TEAM_SCOPES), cycle: literals(CONTRACT_CYCLES) });
