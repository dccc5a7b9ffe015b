import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@common/rules/operatorRoles';
import { Button, Card, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { useFeature, useStores } from '../../stores/context';
import { OperatorsStore } from '../../stores/OperatorsStore';
import { RolePicker } from './RolePicker';

/** A new operator: its first login enrols its second factor. A platform-wide owner names the merchant (empty: platform-wide). */
export const NewOperator = observer(function NewOperator() {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(OperatorsStore);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const [merchantCode, setMerchantCode] = useState('');
  const platformWide = session.me?.merchantCode === null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await store.create({ username: username.trim(), password, roles, ...(platformWide ? { merchantCode: merchantCode.trim() || null } : {}) });
    if (done) {
      setUsername('');
      setPassword('');
      setRoles([]);
    }
  };
  return (
    <Card as="form" aria-label={t('operators.new')} onSubmit={(event: FormEvent) => void submit(event)}>
      <Subtitle>{t('operators.new')}</Subtitle>
      <Muted>{t('operators.newIntro')}</Muted>
      <Row>
        <Field>
          {t('operators.username')}
          <Input name="username" required autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
        </Field>
        <Field>
          {t('operators.password')}
          <Input name="password" required type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {platformWide && (
          <Field>
            {t('operators.merchantInput')}
            <Input name="merchantCode" value={merchantCode} onChange={(e) => setMerchantCode(e.target.value)} />
          </Field>
        )}
      </Row>
      <RolePicker value={roles} onChange={setRoles} />
      <Button type="submit" disabled={!username.trim() || !password || roles.length === 0 || store.operators.change.loading}>
        {t('operators.create')}
      </Button>
    </Card>
  );
});
