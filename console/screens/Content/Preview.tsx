import { useTranslation } from 'react-i18next';
import styled, { ThemeProvider } from 'styled-components';
import { buildDarkTheme } from '../../../src/theme';
import { hasImage, type Draft } from './draft';

/** The member site's default look (its dark theme, from the site's own builder). */
const memberTheme = buildDarkTheme();

/** A phone of the size the member site is designed for (390 × 844 CSS pixels), drawn at half size. */
const Phone = styled.div`
  width: 390px;
  height: 844px;
  transform: scale(0.5);
  transform-origin: top left;
  margin-bottom: -422px;
  margin-inline-end: -195px;
  overflow: hidden;
  border: 12px solid ${(p) => p.theme.colors.surfaceRaised};
  border-radius: 36px;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  position: relative;
`;

const Header = styled.div`
  height: 52px;
  display: flex;
  align-items: center;
  padding: 0 16px;
  background: ${(p) => p.theme.colors.headerBackground};
  color: ${(p) => p.theme.colors.headerText};
  font-weight: 700;
`;

const BannerBox = styled.div`
  margin: 12px;
  aspect-ratio: 2 / 1;
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Ticker = styled.div`
  margin: 0 12px;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.base.radius.small};
  background: ${(p) => p.theme.colors.surface};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Popup = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => p.theme.colors.overlay};
  div {
    width: 320px;
    max-height: 600px;
    overflow: auto;
    padding: 16px;
    border-radius: ${(p) => p.theme.base.radius.medium};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  img {
    width: 100%;
  }
`;

const Notice = styled.article`
  margin: 12px;
  padding: 12px;
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
  white-space: pre-wrap;
`;

/** How the member home shows the draft, in one language: a banner on top, a notice in the ticker, a popup over the home, a promotion as a card. */
export function Preview({ draft, lang }: { draft: Draft; lang: string }) {
  const { t } = useTranslation();
  const title = draft.title[lang] ?? '';
  const text = draft.content[lang] ?? '';
  const image = hasImage(draft.contentType) && draft.imageUrl.trim() ? <img src={draft.imageUrl.trim()} alt={title} /> : null;
  return (
    <figure aria-label={t('content.previewOf', { lang })}>
      <ThemeProvider theme={memberTheme}>
        <Phone>
          <Header>{t('content.previewHome')}</Header>
          {draft.contentType === 'B' ? <BannerBox>{image}</BannerBox> : <BannerBox />}
          {draft.contentType === 'PL' ? <Ticker>{title}</Ticker> : <Ticker />}
          {draft.contentType === 'PR' && (
            <Notice>
              <strong>{title}</strong>
              {'\n'}
              {text}
            </Notice>
          )}
          {draft.contentType === 'PU' && (
            <Popup>
              <div>
                {image}
                <strong>{title}</strong>
                <p>{text}</p>
              </div>
            </Popup>
          )}
        </Phone>
      </ThemeProvider>
    </figure>
  );
}
