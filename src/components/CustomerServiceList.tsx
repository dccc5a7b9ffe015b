import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { decodeServicePath } from '@common/contract/customerServicePath';
import { useStores } from '../stores';
import { Icon } from './icons';
import { Muted } from './ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.base.space.s};
`;

const Channel = styled.a`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: 0 ${(p) => p.theme.base.space.l};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
`;

/** The merchant's contact channels (MIDUOKE, TELEGRAM, TELEGRAM 2, FACEBOOK); each opens its app. */
export const CustomerServiceList = observer(function CustomerServiceList() {
  const { t } = useTranslation();
  const { common } = useStores();
  const channels = common.customerService
    .map((entry) => ({ entry, url: decodeServicePath(entry.path) }))
    .filter((c): c is { entry: typeof c.entry; url: string } => c.url !== null);
  if (channels.length === 0) return <Muted>{t('service.none')}</Muted>;
  return (
    <List>
      {channels.map(({ entry, url }) => (
        <li key={entry.csType}>
          <Channel href={url} target="_blank" rel="noopener noreferrer">
            <Icon name="service" />
            <span>{entry.title || t(`service.${entry.csType}`)}</span>
          </Channel>
        </li>
      ))}
    </List>
  );
});
