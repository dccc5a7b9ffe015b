/**
 * §4 AGENTPOLICY3 prompts, in their own chunk: SessionStore.checkAgentOffers loads this only for an
 * agent of a merchant with the switch on, after a login or at start-up with a kept session. One
 * alert at a time, per kind with an offer waiting: go opens the kind's contract screen, cancel
 * dismisses that kind for the session (session storage, which logout clears) and shows the next.
 */
import { AgentPath, type AgentHomeValue } from '@common/contract/agents';
import { agentChecksApply, CONTRACT_KINDS, type ContractKind } from '@common/rules/agents';
import { quietGet } from '../../api/request';
import { loadScreenStrings } from '../../i18n';
import { agentContractPath } from '../../paths';
import { browserStorage, localKey, readJson, writeJson } from '../../utils/storage';
import type { RootStore } from '../RootStore';

/** Session storage: the kinds whose prompt the member cancelled in this session. */
export const DISMISSED_PROMPTS_KEY = localKey('agentPromptsDismissed');

const dismissed = (): ContractKind[] => readJson<ContractKind[]>(browserStorage.session(), DISMISSED_PROMPTS_KEY) ?? [];

function showNext(root: RootStore, kinds: readonly ContractKind[]): void {
  const [kind, ...rest] = kinds;
  if (!kind) return;
  const to = agentContractPath(kind);
  // A second check of the same session (a login right after start-up) must not queue the same alert twice.
  if (root.ui.dialogs.some((d) => d.to === to)) return;
  root.ui.confirm({ key: `agent.prompt.${kind}` }, () => undefined, 'agent.prompt.go', {
    to,
    onCancel: () => {
      writeJson(browserStorage.session(), DISMISSED_PROMPTS_KEY, [...dismissed(), kind]);
      showNext(root, rest);
    },
  });
}

/** Reads the agent's waiting offers and prompts for each kind not dismissed in this session. */
export async function promptOffers(root: RootStore): Promise<void> {
  const token = root.session.token;
  if (root.session.type === null || !agentChecksApply(root.session.type)) return;
  // The alert's words are in the screens' part of the strings, which the home screen does not load.
  const [home] = await Promise.all([quietGet<AgentHomeValue>(root.api, AgentPath.home), loadScreenStrings().catch(() => undefined)]);
  // An answer for a session that ended (or changed) meanwhile says nothing about this one.
  if (!home || root.session.token !== token) return;
  const skip = dismissed();
  showNext(root, CONTRACT_KINDS.filter((kind) => home.offers.includes(kind) && !skip.includes(kind)));
}
