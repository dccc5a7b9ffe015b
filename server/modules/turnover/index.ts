/** The turnover module's public surface: the feed consumer, its plugin and the reads. */
export { turnoverConsumer } from './consumer';
export { turnoverPlugin } from './plugin';
export { memberTurnoverBetween, memberTurnoverTotals, turnoverCompleteBefore, type TurnoverTotals, type TurnoverTotalsQuery } from './repository';
export { type TurnoverRow } from './tables';
