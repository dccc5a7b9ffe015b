/** The operator module's public surface (console accounts, their login and sessions): the only file other code imports. */
export { createOperator, findOperatorByUsername, operatorActor, operatorNames, operatorSubject, type NewOperator } from './accounts';
export { apiKeyRoutes } from './api-key-routes';
export { apiKeySubject, resolveApiKey } from './api-keys';
export { operatorManagementRoutes } from './management-routes';
export { purgeOperatorChallenges, purgeOperatorSessions } from './housekeeping';
export { operatorSessionRoutes } from './routes';
export { csrfMatches, csrfTokenFor, resolveOperatorSession, revokeOperatorSession } from './sessions';
export { currentCode } from './totp';
export { DEMO_OPERATORS, demoTotpSecret, isDemoOperator, seedDemoOperators } from './seed';
