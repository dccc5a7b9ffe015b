/** The health module's public surface (liveness and readiness): the only file other code imports. */
export { healthRoutes } from './routes';
