import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '../stores';
import { DocumentLayer } from './layer';
import { useMessageText } from './useMessageText';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.base.zIndex.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => p.theme.colors.overlay};
`;

const Box = styled.div`
  padding: ${(p) => p.theme.base.space.l} ${(p) => p.theme.base.space.xl};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.toastBackground};
  color: ${(p) => p.theme.colors.toastText};
`;

/** The loading dialog (please wait, logging out, ...), over everything at the document level. */
export const LoadingOverlay = observer(function LoadingOverlay() {
  const { ui } = useStores();
  const text = useMessageText();
  if (!ui.loading) return null;
  return (
    <DocumentLayer>
      <Layer role="status" aria-live="assertive" aria-busy="true">
        <Box>{text(ui.loading)}</Box>
      </Layer>
    </DocumentLayer>
  );
});
