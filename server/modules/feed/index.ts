/** The posting feed's public surface: consumers, one batch, whether a consumer has passed a moment, the plugin that runs their workers. */
export { catchUp, runBatch, type FeedConsumer } from './batch';
export { consumerPassed } from './passed';
export { FEED_BATCH_SIZE, feedPlugin } from './runner';
