import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '../stores';
import { DocumentLayer } from './layer';
import { useMessageText } from './useMessageText';

const Stack = styled.div`
  position: fixed;
  inset-inline: 0;
  top: 40%;
  z-index: ${(p) => p.theme.base.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  pointer-events: none;
`;

const Bubble = styled.div`
  max-width: 80vw;
  padding: ${(p) => p.theme.base.space.m} ${(p) => p.theme.base.space.l};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.toastBackground};
  color: ${(p) => p.theme.colors.toastText};
  text-align: center;
`;

/** Shows the UiStore's toasts at the document level; each removes itself after its spec duration. */
export const ToastHost = observer(function ToastHost() {
  const { ui } = useStores();
  const text = useMessageText();
  return (
    <DocumentLayer>
      <Stack role="status" aria-live="polite">
        {ui.toasts.map((toast) => (
          <Bubble key={toast.id}>{text(toast.message)}</Bubble>
        ))}
      </Stack>
    </DocumentLayer>
  );
});
