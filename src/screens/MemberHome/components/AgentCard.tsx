import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS } from '@common/rules/agents';
import { Card } from '../../../components/ui';
import { agentContractPath, agentHomePath } from '../../../paths';
import { useStores } from '../../../stores';
import { LinkGrid } from './LinkGrid';

const LINKS = [{ to: agentHomePath(), key: 'title.agentHome' }, ...CONTRACT_KINDS.map((kind) => ({ to: agentContractPath(kind), key: `agent.kind.${kind}` }))];

/** The agent area and the three contract screens (issue 18): shown to agents only. */
export const AgentCard = observer(function AgentCard() {
  const { t } = useTranslation();
  const { common } = useStores();
  if (!common.memberInfo?.agent) return null;
  return (
    <Card aria-labelledby="member-agent">
      <h2 id="member-agent">{t('agent.area')}</h2>
      <LinkGrid links={LINKS} />
    </Card>
  );
});
