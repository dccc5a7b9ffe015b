import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_LINK_LABEL_MAX } from '@common/rules/agents';
import { TextField } from '../../../components/form';
import { CopyValue } from '../../../components/payments/CopyValue';
import { LoadStatus } from '../../../components/payments/PagedList';
import { Facts, Rows } from '../../../components/payments/styles';
import { Button, Card, Muted } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { AgentStore } from '../../../stores/AgentStore';
import { formatMinor } from '../../../utils/money';
import { QrCode } from './QrCode';

/** §7 affiliate URLs: create with a label; each with its URL (copy), QR code, registrations, depositors and deposits; delete after a confirmation. */
export const LinksTab = observer(function LinksTab() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const store = useFeature(AgentStore);
  const [label, setLabel] = useState('');
  const [tried, setTried] = useState(false);
  const { links } = store;
  useEffect(() => {
    void links.load();
  }, [links]);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (await store.createLink(label)) {
      setLabel('');
      setTried(false);
    }
  };
  return (
    <>
      <Card aria-labelledby="agent-link-new">
        <h2 id="agent-link-new">{t('agent.links.new')}</h2>
        <form noValidate onSubmit={(e) => void create(e)} aria-labelledby="agent-link-new">
          <TextField name="label" label={t('agent.links.label')} maxLength={AGENT_LINK_LABEL_MAX} value={label} onChange={setLabel} error={tried ? store.labelProblem(label) : null} />
          <Button type="submit" disabled={store.busy}>
            {t('agent.links.create')}
          </Button>
        </form>
      </Card>
      <Card aria-labelledby="agent-links">
        <h2 id="agent-links">{t('agent.links.title')}</h2>
        {links.state !== 'loaded' ? (
          <LoadStatus state={links.state === 'agentOnly' ? 'failed' : links.state} onRetry={() => void links.load()} />
        ) : !links.value?.length ? (
          <Muted>{t('agent.links.none')}</Muted>
        ) : (
          <Rows aria-label={t('agent.links.title')}>
            {links.value.map((link) => (
              <li key={link.code} aria-label={link.label}>
                <strong>{link.label}</strong>
                <Facts>
                  <CopyValue label={t('agent.links.url')} value={link.url} />
                  <dt>{t('agent.links.code')}</dt>
                  <dd>{link.code}</dd>
                  <dt>{t('agent.links.registrations')}</dt>
                  <dd>{link.registrations}</dd>
                  <dt>{t('agent.links.depositors')}</dt>
                  <dd>{link.depositors}</dd>
                  <dt>{t('agent.links.deposits')}</dt>
                  <dd>{formatMinor(link.deposits)}</dd>
                </Facts>
                <QrCode value={link.url} label={t('agent.links.qr', { label: link.label })} />
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={store.busy}
                  onClick={() => ui.confirm({ key: 'agent.links.deleteConfirm', params: { label: link.label } }, () => void store.deleteLink(link.code), 'agent.links.delete')}
                >
                  {t('agent.links.delete')}
                </Button>
              </li>
            ))}
          </Rows>
        )}
      </Card>
    </>
  );
});
