import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AgentStep } from '../../stores/AgentsStore';
import { Button } from '../../components/ui';

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  list-style: none;
  margin: 0 0 ${(p) => p.theme.base.space.m};
  padding: 0;
  li + li::before {
    content: '›';
    margin-inline-end: ${(p) => p.theme.base.space.s};
  }
`;

/** The drill-down path (root first): each step shows that agent's sub-agents; the first, the top-level agents. */
export function Trail({ trail, onStep }: { trail: readonly AgentStep[]; onStep: (trail: AgentStep[]) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agents.list.trail')}>
      <Crumbs>
        <li>
          <Button type="button" $variant="plain" disabled={trail.length === 0} onClick={() => onStep([])}>
            {t('agents.list.topLevel')}
          </Button>
        </li>
        {trail.map((step, i) => (
          <li key={step.memberId}>
            <Button type="button" $variant="plain" disabled={i === trail.length - 1} onClick={() => onStep(trail.slice(0, i + 1))}>
              {step.username}
            </Button>
          </li>
        ))}
      </Crumbs>
    </nav>
  );
}
