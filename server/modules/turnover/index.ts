/** The turnover module's public surface: the feed consumer, its plugin and the read. */
export { turnoverConsumer } from './consumer';
export { turnoverPlugin } from './plugin';
export { memberTurnoverBetween } from './repository';
export { type TurnoverRow } from './tables';
