/**
 * The user agreement check after a login or at start-up with a kept session (issue 15): loaded
 * lazily (in the agreement screen's chunk), so the first download carries none of it. Silent: a failed check leaves the member where
 * they are, and the server still refuses play until they accept.
 */
import { runInAction } from 'mobx';
import { AgreementPath, type AgreementStatusValue } from '@common/contract/agreement';
import { quietGet } from '../../api/request';
import type { RootStore } from '../RootStore';

/** Asks AgreementPath.status and marks the session when the member must accept. */
export async function checkAgreement(root: RootStore): Promise<void> {
  const token = root.session.token;
  const status = await quietGet<AgreementStatusValue>(root.api, AgreementPath.status);
  // An answer for a session that ended (or changed) meanwhile says nothing about this one.
  if (status && root.session.token === token) runInAction(() => (root.session.agreementPending = status.mustAccept));
}
