import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Muted } from '../ui';
import { memberHomePath, routerPath } from '../../paths';

/** What a member who is not an agent sees in the agent screens (the server's agent.only). */
export function AgentsOnly() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="agents-only">
      <h2 id="agents-only">{t('agent.notAgent.title')}</h2>
      <Muted>{t('agent.notAgent.body')}</Muted>
      <ButtonLink to={routerPath(memberHomePath())} $variant="ghost">
        {t('title.memberHome')}
      </ButtonLink>
    </Card>
  );
}
