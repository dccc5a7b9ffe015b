import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../../stores/context';
import { Alert, Button, Check, Code } from '../ui';

const Codes = styled.ol`
  columns: 2;
  padding-inline-start: ${(p) => p.theme.base.space.xl};
  li {
    margin: ${(p) => p.theme.base.space.xs} 0;
  }
`;


/** The recovery codes, shown once: the console opens only when the operator says they are saved. */
export const RecoveryCodes = observer(function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <Alert role="status">{t('login.recoveryIntro')}</Alert>
      <Codes>
        {codes.map((code) => (
          <li key={code}>
            <Code>{code}</Code>
          </li>
        ))}
      </Codes>
      <Check>
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        {t('login.recoverySaved')}
      </Check>
      <Button type="button" disabled={!saved} onClick={() => session.recoverySaved()}>
        {t('login.continue')}
      </Button>
    </div>
  );
});
