/** Members' hourly figures (docs/agents.md "Figures"): the feed consumer, team sums over a period, the UTC contract periods, the KPI call. */
// The schemas first: the settlement's schemas use them as they load, and team.ts's imports lead round (through the member module) to settlement.
export { literals, TeamFiguresSchema } from './schemas';
export { AGENT_FIGURES_CONSUMER, agentFiguresConsumer, bucketsOf } from './consumer';
export { nextPeriod, periodOf, previousPeriod, type Period } from './periods';
export { teamFigures, teamFigureSums, teamFiguresValue, type TeamFigureSums } from './team';
export { kpiRoutes } from './routes';
