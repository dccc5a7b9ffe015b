import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PhoneCodeFields } from '../../components/form/PhoneCodeFields';
import { SegmentedSwitch } from '../../components/SegmentedSwitch';
import { Button, Card, Page } from '../../components/ui';
import { AFFILIATE_QUERY_PARAM } from '../../config/constants';
import { useFeature, useStores } from '../../stores';
import { MemberStore } from '../../stores/MemberStore';
import { ProtectionStore } from '../../stores/ProtectionStore';
import { checkTerms } from '../../stores/memberRules';
import { AccountFields } from './components/AccountFields';
import { Terms } from './components/Terms';
import { accountRequest, mobileRequest, useRegisterForm } from './fields';
import { keysToCheck } from './validate';
import { homePath, loginPath, routerPath } from '../../paths';

const Title = styled.h1`
  margin: 0 0 ${(p) => p.theme.base.space.l};
  font-size: ${(p) => p.theme.base.fontSize.large};
  text-align: center;
`;

const Footer = styled.p`
  text-align: center;
  a { display: inline-flex; align-items: center; min-height: ${(p) => p.theme.base.touchTarget}; padding: 0 ${(p) => p.theme.base.space.s}; color: ${(p) => p.theme.colors.accent}; }
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${(p) => p.theme.base.space.m};
`;

type Variant = 'username' | 'mobile';

/**
 * /m/register (§2): by username, or by mobile number and SMS code where the merchant sends SMS.
 * An affiliate link (?code=) fills in the invitation code and checks it at once.
 */
const Register = observer(function Register() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const { registration } = useFeature(MemberStore);
  const protection = useFeature(ProtectionStore);
  const [params] = useSearchParams();
  const [affiliateCode] = useState(() => params.get(AFFILIATE_QUERY_PARAM)?.trim() ?? '');
  const form = useRegisterForm(affiliateCode);
  const [chosen, setChosen] = useState<Variant>('username');
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const variant: Variant = registration.mobileRegisterEnabled ? chosen : 'username';

  useEffect(() => {
    if (!affiliateCode) return;
    form.touch('referrerCode');
    void registration.checkReferrer(affiliateCode);
    // Once per link: the code is the link's, not the field's later edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [affiliateCode, registration]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSubmitted(true);
    const code = form.values.referrerCode.trim();
    if (code && registration.fieldRule('referrerCode').show && registration.referrerCheck.code !== code) await registration.checkReferrer(code);
    const valid = form.validate(keysToCheck(variant, (n) => registration.fieldRule(n))) && checkTerms(terms) === null;
    if (!valid || registration.busy) return;
    let done: boolean;
    if (variant === 'username') {
      if (registration.usernameCheck.state === 'bad') return;
      await registration.captcha.ready();
      done = await registration.register(accountRequest(registration, form.values, registration.phone.country(form.values.countryCode)));
    } else {
      const country = registration.phone.country(form.values.countryCode);
      if (!country) return;
      done = await registration.registerMobile(mobileRequest(registration, form.values, country));
    }
    if (done) {
      ui.showToast({ key: 'register.success' }, 'success');
      navigate(routerPath(homePath()), { replace: true });
      // Issue 15: a new member is asked to set a deposit limit (the site-wide SessionWatch shows it).
      void protection.offerDepositPrompt();
    } else if (registration.fieldRule('captcha').show && variant === 'username') {
      // The answer was spent on this attempt.
      form.set('captcha', '');
      void registration.captcha.refresh();
    }
  }

  return (
    <Page>
      <Card>
        <Title>{t('register.heading')}</Title>
        {registration.mobileRegisterEnabled && (
          <SegmentedSwitch
            label={t('register.variant')}
            value={variant}
            onChange={setChosen}
            options={[
              { value: 'username', label: t('register.byUsername') },
              { value: 'mobile', label: t('register.byMobile') },
            ]}
          />
        )}
        <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('register.heading')}>
          {variant === 'mobile' && <PhoneCodeFields fields={form} phone={registration.phone} />}
          <AccountFields form={form} variant={variant} />
          <Terms checked={terms} onChange={setTerms} minAge={registration.minAge} error={submitted ? checkTerms(terms) : null} />
          <Submit type="submit" disabled={registration.busy}>
            {t('register.submit')}
          </Submit>
        </form>
        <Footer>
          {t('register.haveAccount')} <Link to={routerPath(loginPath())}>{t('common.login')}</Link>
        </Footer>
      </Card>
    </Page>
  );
});

export default Register;
