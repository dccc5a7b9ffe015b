/** Members' hourly figures (docs/agents.md "Figures"): the feed consumer, team sums over a period, the UTC contract periods, the KPI call. */
export { AGENT_FIGURES_CONSUMER, agentFiguresConsumer, bucketsOf } from './consumer';
export { nextPeriod, periodOf, previousPeriod, type Period } from './periods';
export { teamFigures, teamFigureSums, teamFiguresValue, type TeamFigureSums } from './team';
export { kpiRoutes } from './routes';
