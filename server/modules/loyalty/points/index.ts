/** Points and levels: the part of the loyalty module other parts and the module's index import. */
export { creditPoints, spendPoints, type PointsCredit, type PointsSpend } from './ledger';
