import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleAgent } from '@common/contract/consoleAgents';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Card, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { consolePath } from '../../paths';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';

/** Create an agent (a new account, under an optional upline agent) or promote an existing member; the server's refusal shown as it says it. */
export const AddAgent = observer(function AddAgent() {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const [create, setCreate] = useState({ username: '', password: '', upline: '' });
  const [promote, setPromote] = useState('');
  const [added, setAdded] = useState<ConsoleAgent | null>(null);
  const uplineOk = /^\d*$/.test(create.upline.trim());
  const submitCreate = async (event: FormEvent) => {
    event.preventDefault();
    const upline = create.upline.trim();
    const agent = await store.create({ username: create.username.trim(), password: create.password, uplineId: upline ? Number(upline) : null });
    setAdded(agent);
    if (agent) setCreate({ username: '', password: '', upline: '' });
  };
  const submitPromote = async (event: FormEvent) => {
    event.preventDefault();
    const agent = await store.promote(promote.trim());
    setAdded(agent);
    if (agent) setPromote('');
  };
  return (
    <Card aria-labelledby="agents-add">
      <Subtitle id="agents-add">{t('agents.add.title')}</Subtitle>
      <form onSubmit={(event) => void submitCreate(event)} aria-label={t('agents.add.create')}>
        <Row>
          <Field>
            {t('agents.add.username')}
            <Input required autoComplete="off" value={create.username} onChange={(e) => setCreate({ ...create, username: e.target.value })} />
          </Field>
          <Field>
            {t('agents.add.password')}
            <Input required type="password" autoComplete="new-password" value={create.password} onChange={(e) => setCreate({ ...create, password: e.target.value })} />
          </Field>
          <Field>
            {t('agents.add.upline')}
            <Input inputMode="numeric" value={create.upline} onChange={(e) => setCreate({ ...create, upline: e.target.value })} />
          </Field>
          <Button type="submit" disabled={store.adding.loading || !uplineOk}>
            {t('agents.add.create')}
          </Button>
        </Row>
        <Muted>{t('agents.add.uplineNote')}</Muted>
      </form>
      <form onSubmit={(event) => void submitPromote(event)} aria-label={t('agents.add.promote')}>
        <Row>
          <Field>
            {t('agents.add.memberUsername')}
            <Input required autoComplete="off" value={promote} onChange={(e) => setPromote(e.target.value)} />
          </Field>
          <Button type="submit" disabled={store.adding.loading}>
            {t('agents.add.promote')}
          </Button>
        </Row>
      </form>
      <ErrorMessage failure={store.adding.error} />
      {added && !store.adding.error && (
        <Alert $tone="success" role="status">
          {t('agents.add.done', { username: added.username, code: added.code })} <Link to={consolePath.agent(added.memberId)}>{t('agents.add.open')}</Link>
        </Alert>
      )}
    </Card>
  );
});
