import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../../stores/context';
import { Button, Code, Field, Input, Muted, Row } from '../ui';

const Qr = styled.img`
  width: 200px;
  height: 200px;
  background: ${(p) => p.theme.colors.surface};
  align-self: center;
`;

/** The second factor: a code from the authenticator (or a recovery code), or enrolment of a new secret first. */
export const CodeStep = observer(function CodeStep() {
  const { t } = useTranslation();
  const { session } = useStores();
  const [code, setCode] = useState('');
  const step = session.step;
  const enrol = step.kind === 'enrol' ? step : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.submitCode(code);
  };
  return (
    <form onSubmit={submit}>
      {enrol ? (
        <>
          <Muted>{t('login.enrolIntro')}</Muted>
          {/* An <img> of the server's SVG: markup shown as a picture never runs in the page. */}
          <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrol.qrSvg)}`} alt={t('login.qrAlt')} />
          <Muted>{t('login.enrolManual')}</Muted>
          <Code data-testid="otpauth-uri">{enrol.otpauthUri}</Code>
        </>
      ) : (
        <Muted>{t('login.codeIntro')}</Muted>
      )}
      <Field>
        {t(enrol ? 'login.firstCode' : 'login.code')}
        <Input name="code" autoComplete="one-time-code" inputMode={enrol ? 'numeric' : 'text'} required value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Row>
        <Button type="submit" disabled={session.busy}>
          {t(enrol ? 'login.enrolConfirm' : 'login.signIn')}
        </Button>
        <Button type="button" $variant="plain" onClick={() => session.restart()}>
          {t('login.startAgain')}
        </Button>
      </Row>
    </form>
  );
});
