import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { MerchantPicker } from '../../components/MerchantPicker';
import { Muted, TabNav, Title } from '../../components/ui';
import { consolePath } from '../../paths';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import { Detail } from './Detail';
import { List } from './List';
import { Report } from './Report';
import { AGENT_SECTIONS, type AgentSectionId } from './sections';
import { Settings } from './Settings';
import { Statements } from './Statements';

const SECTION_SCREENS: Record<AgentSectionId, ComponentType> = { list: List, statements: Statements, settings: Settings, report: Report };

/**
 * Agents (issue 18): the hierarchy with each agent's detail and contracts, the statements, the
 * agent settings and the report of one merchant (agents.manage).
 */
const Agents = observer(function Agents() {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const { section, id } = useParams();
  const agentId = section === 'agent' && id && /^\d+$/.test(id) ? Number(id) : null;
  const current = AGENT_SECTIONS.find((s) => s === section);
  if (!current && agentId === null) return <Navigate to={consolePath.agents('list')} replace />;
  const Section = current ? SECTION_SCREENS[current] : null;
  return (
    <>
      <Title>{t('agents.title')}</Title>
      <MerchantPicker value={store.merchantCode} onChange={(code) => store.pick(code)} />
      {!store.code && <Muted>{t('agents.pickMerchant')}</Muted>}
      {store.code && (
        <>
          <TabNav aria-label={t('agents.sectionsLabel')}>
            {AGENT_SECTIONS.map((s) => (
              <NavLink key={s} to={consolePath.agents(s)}>
                {t(`agents.sections.${s}`)}
              </NavLink>
            ))}
          </TabNav>
          {Section ? <Section key={`${store.code}:${current}`} /> : <Detail key={`${store.code}:${agentId}`} memberId={agentId!} />}
        </>
      )}
    </>
  );
});

export default Agents;
