/** The posting feed's public surface: consumers, one batch, the plugin that runs their workers. */
export { catchUp, runBatch, type FeedConsumer } from './batch';
export { FEED_BATCH_SIZE, feedPlugin } from './runner';
