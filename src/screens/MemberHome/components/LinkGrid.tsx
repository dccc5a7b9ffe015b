import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui';
import { routerPath } from '../../../paths';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.base.space.s};
`;

/** A card's links as two columns of buttons: each a site URL and the i18n key of its label. */
export function LinkGrid({ links }: { links: readonly { to: string; key: string }[] }) {
  const { t } = useTranslation();
  return (
    <Grid>
      {links.map(({ to, key }) => (
        <ButtonLink key={to} to={routerPath(to)} $variant="ghost">
          {t(key)}
        </ButtonLink>
      ))}
    </Grid>
  );
}
