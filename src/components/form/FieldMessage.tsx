import type { Message } from '../../stores';
import { useMessageText } from '../useMessageText';
import { ErrorText } from './styles';

/** A field's validation message, announced politely; renders nothing when valid. */
export function FieldMessage({ id, error }: { id: string; error?: Message | null }) {
  const text = useMessageText();
  if (!error) return null;
  return (
    <ErrorText id={id} aria-live="polite">
      {text(error)}
    </ErrorText>
  );
}
