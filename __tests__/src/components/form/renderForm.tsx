import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { buildDarkTheme } from '../../../../src/theme';
import { createTestI18n } from '../../helpers/renderApp';

/** Renders a form control with the theme and English strings, without the app around it. */
export async function renderControl(element: ReactElement) {
  const i18n = await createTestI18n();
  const wrap = (el: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildDarkTheme()}>{el}</ThemeProvider>
    </I18nextProvider>
  );
  const result = render(wrap(element));
  return { ...result, rerender: (el: ReactElement) => result.rerender(wrap(el)) };
}
