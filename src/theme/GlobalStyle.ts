import { createGlobalStyle } from 'styled-components';

/** Page-wide rules: box sizing, theme colours, focus rings and the 44 px touch targets. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${(p) => p.theme.base.fontFamily};
    font-size: ${(p) => p.theme.base.fontSize.body};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    -webkit-tap-highlight-color: transparent;
    overscroll-behavior-y: contain;
  }
  a { color: ${(p) => p.theme.colors.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  #root { min-height: 100vh; }
  [dir='rtl'] .mirror-rtl { transform: scaleX(-1); }
`;
