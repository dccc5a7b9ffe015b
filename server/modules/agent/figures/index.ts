/** Team figures (docs/agents.md "Contracts"): the UTC contract periods. */
export { nextPeriod, periodOf, previousPeriod, type Period } from './periods';
