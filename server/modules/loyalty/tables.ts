/** Tables owned by the loyalty module (issue 17, docs/loyalty.md), one file per part. */
export * from './points/tables';
export * from './levels/tables';
export * from './mall/tables';
export * from './races/tables';
