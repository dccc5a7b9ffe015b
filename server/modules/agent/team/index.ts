/** An agent's team (§7 subordinates): the per-agent lock, figures of a set of members, contract states and team size. */
export { figuresOf, oneMemberSql } from './figures';
export { lockAgent } from './lock';
export { teamRoutes } from './routes';
export { contractStates, likePattern, subordinates, teamSize } from './subordinates';
