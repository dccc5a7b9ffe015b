import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../../stores/context';
import { ErrorMessage } from '../ErrorMessage';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { Alert, Button, Card, Field, Input, Title } from '../ui';
import { CodeStep } from './CodeStep';
import { RecoveryCodes } from './RecoveryCodes';

const Page = styled.main`
  max-width: 480px;
  margin: 8vh auto;
  padding: ${(p) => p.theme.base.space.l};
  form {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.base.space.l};
  }
`;

const PasswordStep = observer(function PasswordStep() {
  const { t } = useTranslation();
  const { session } = useStores();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.submitPassword(username.trim(), password);
  };
  return (
    <form onSubmit={submit}>
      <Field>
        {t('login.username')}
        <Input name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      </Field>
      <Field>
        {t('login.password')}
        <Input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" disabled={session.busy}>
        {t('login.next')}
      </Button>
    </form>
  );
});

/** The login: password, then the second factor (or its enrolment), then the recovery codes once. */
export const Login = observer(function Login() {
  const { t } = useTranslation();
  const { session } = useStores();
  const { step } = session;
  return (
    <Page>
      <Card>
        <Title>{t('login.title')}</Title>
        {session.notice && <Alert role="status">{session.notice}</Alert>}
        <ErrorMessage failure={session.error} />
        {step.kind === 'password' && <PasswordStep />}
        {(step.kind === 'totp' || step.kind === 'enrol') && <CodeStep />}
        {step.kind === 'recovery' && <RecoveryCodes codes={step.codes} />}
      </Card>
      <LanguageSwitch />
    </Page>
  );
});
