import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { ThemeProvider } from 'styled-components';
import { COLOUR_PATTERN, type Branding as BrandingValue, type MerchantSettings, type Template } from '@common/contract/consoleMerchant';
import { contrast, READABLE_CONTRAST, themeFor, type MlobbyTheme } from '../../../src/theme';
import { Alert, Field, Input, Row, Select } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';
import { Section } from './Section';

const COLOUR = new RegExp(COLOUR_PATTERN);

/** The member theme for a branding: the site's own builder (src/theme), given the template and the brand colours. */
export function memberTheme(branding: BrandingValue): MlobbyTheme {
  return themeFor(branding.template, branding);
}

const Phone = styled.div`
  width: 195px;
  height: 422px;
  overflow: hidden;
  border-radius: 18px;
  border: 6px solid ${(p) => p.theme.colors.surfaceRaised};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.base.fontSize.small};
  header {
    padding: 8px;
    background: ${(p) => p.theme.colors.headerBackground};
    color: ${(p) => p.theme.colors.headerText};
    font-weight: 700;
  }
  div {
    margin: 8px;
    padding: 8px;
    border-radius: ${(p) => p.theme.base.radius.small};
    background: ${(p) => p.theme.colors.surface};
  }
  button {
    margin: 8px;
    padding: 6px 12px;
    border: 0;
    border-radius: ${(p) => p.theme.base.radius.small};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

/** A small phone drawn in the member theme the branding makes (half the site's 390 × 844 design size). */
function ThemePreview({ branding, name }: { branding: BrandingValue; name: string }) {
  const { t } = useTranslation();
  return (
    <figure aria-label={t('merchant.themePreview')}>
      <ThemeProvider theme={memberTheme(branding)}>
        {/* A picture of the site, not part of this page: its words are the site's, and its contrast is checked below. */}
        <Phone data-testid="theme-preview" aria-hidden="true">
          <header>{name}</header>
          <div>{t('merchant.previewCard')}</div>
          <button type="button" tabIndex={-1}>
            {t('merchant.previewButton')}
          </button>
        </Phone>
      </ThemeProvider>
    </figure>
  );
}

/** Says when the site will not use the background colour: its words would be hard to read on it (WCAG 4.5:1). */
function Readability({ branding, theme }: { branding: BrandingValue; theme: MlobbyTheme }) {
  const { t } = useTranslation();
  const onBackground = contrast(branding.backgroundColor, theme.colors.text);
  if (onBackground >= READABLE_CONTRAST) return null;
  return <Alert role="status">{t('merchant.lowContrastBackground', { ratio: onBackground })}</Alert>;
}

/** The template and brand colours, previewed live as the member site would draw them. */
export function Branding({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [branding, setBranding] = useState(settings.branding);
  const valid = COLOUR.test(branding.themeColor) && COLOUR.test(branding.backgroundColor);
  // The picker shows the colour the preview draws (the template's own while the typed one is not a colour).
  const drawn = memberTheme(branding);
  const colour = (key: 'themeColor' | 'backgroundColor') => (
    <Row>
      <Field>
        {t(`merchant.${key}`)}
        <Input value={branding[key]} onChange={(e) => setBranding({ ...branding, [key]: e.target.value.trim() })} />
      </Field>
      <input type="color" aria-label={t(`merchant.${key}Picker`)} value={drawn.colors[key === 'themeColor' ? 'headerBackground' : 'background']} onChange={(e) => setBranding({ ...branding, [key]: e.target.value })} />
    </Row>
  );
  return (
    <Section id="branding" onSave={() => valid && store.update('branding', branding)}>
      <Row>
        <div>
          <Field>
            {t('merchant.template')}
            <Select value={branding.template} onChange={(e) => setBranding({ ...branding, template: e.target.value as Template })}>
              <option value="dark">{t('merchant.templates.dark')}</option>
              <option value="light">{t('merchant.templates.light')}</option>
            </Select>
          </Field>
          {colour('themeColor')}
          {colour('backgroundColor')}
          {!valid && <Alert role="alert">{t('merchant.badColour')}</Alert>}
          {valid && <Readability branding={branding} theme={drawn} />}
        </div>
        <ThemePreview branding={branding} name={settings.name} />
      </Row>
    </Section>
  );
}
