/** The loyalty screen's sections and who may open each (the server refuses the rest anyway). */
import type { Permission } from '@common/rules/operatorRoles';

export const LOYALTY_SECTIONS = [
  { id: 'earning', permission: 'loyalty.manage' },
  { id: 'levels', permission: 'loyalty.manage' },
  { id: 'mall', permission: 'loyalty.manage' },
  // Fulfilment is the support desk's: it ships, delivers and cancels without writing the mall.
  { id: 'orders', permission: 'loyalty.fulfil' },
  { id: 'races', permission: 'loyalty.manage' },
  { id: 'report', permission: 'loyalty.manage' },
] as const satisfies readonly { id: string; permission: Permission }[];

export type LoyaltySectionId = (typeof LOYALTY_SECTIONS)[number]['id'];

/** The sections an operator may open, in order. */
export function allowedSections(may: (permission: Permission) => boolean) {
  return LOYALTY_SECTIONS.filter((section) => may(section.permission));
}
