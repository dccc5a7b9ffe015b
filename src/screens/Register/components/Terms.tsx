import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox } from '../../../components/form';
import { FieldMessage } from '../../../components/form/FieldMessage';
import type { Message } from '../../../stores';
import { userAgreementPath } from '../../../paths';

const Box = styled.div`
  margin: ${(p) => p.theme.base.space.s} 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.base.touchTarget};
    color: ${(p) => p.theme.colors.accent};
  }
`;

/** The terms checkbox (age and user agreement) with a link to read /m/useragreement. */
export function Terms({ checked, onChange, minAge, error }: { checked: boolean; onChange: (v: boolean) => void; minAge: number; error: Message | null }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Checkbox name="terms" label={t('register.terms', { age: minAge })} checked={checked} onChange={onChange} />
      <FieldMessage id="register-terms-message" error={error} />
      {/* A plain anchor: the agreement opens as its own page, outside the form's history. */}
      <a href={userAgreementPath()} target="_blank" rel="noopener">
        {t('register.readTerms')}
      </a>
    </Box>
  );
}
