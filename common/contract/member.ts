/**
 * Member identity on the wire: session info, member types, member info
 * (ARCHITECTURE.md "Wire conventions"). A shape is written here once; site and server import it.
 */

/** Session info kept in session storage under MC_SESSION_INFO (§3). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: MemberType;
  firstTimeLogin: boolean;
}

/** Member types (§3): 0/1/2 real, 4 trial; 40/41/42 excluded from agent checks. */
export type MemberType = 0 | 1 | 2 | 4 | 40 | 41 | 42;

export interface MemberInfo {
  id: number;
  type: MemberType;
  userName: string;
  nickname?: string;
  email?: string;
  iconId?: number;
  /** Bound mobile number, masked (e.g. +880171****78). */
  mobile?: string;
  /** True for agents (affiliate codes, contracts). */
  agent?: boolean;
}
