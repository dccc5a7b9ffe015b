/** The promotions module's public surface (issue 16): the only file other code imports. */
export { applicationRoutes } from './application-routes';
export { rewardApplicationReviewSource } from './application-review-source';
export { latestApplications, type LatestApplication } from './applications';
