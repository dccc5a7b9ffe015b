/** The review module's public surface (the console's review queues): the only file other code imports. */
export { reviewRoutes } from './routes';
export { type AfterCommit, type DecisionResult, type ReviewItemBase, type ReviewListQuery, type Reviewer, type ReviewSource } from './source';
