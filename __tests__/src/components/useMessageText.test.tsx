import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useMessageText } from '../../../src/components/useMessageText';
import { createI18n, type StringsPart } from '../../../src/i18n';
import type { Message } from '../../../src/stores';
import { deferred, en } from '../helpers/renderApp';

function Shown({ message }: { message: Message }) {
  const text = useMessageText();
  return <output data-testid="text">{text(message)}</output>;
}

describe('useMessageText', () => {
  it("shows a key of the screens' strings only once they are in, never the raw key, and asks for them once", async () => {
    const screens = deferred<Record<string, unknown>>();
    const load = jest.fn((_code: string, part: StringsPart) => (part === 'shell' ? Promise.resolve({ toast: en.toast }) : screens.promise));
    const i18n = await createI18n('en', load);
    render(
      <I18nextProvider i18n={i18n}>
        <Shown message={{ key: 'member.saved' }} />
        <Shown message={{ key: 'toast.pleaseWait' }} />
      </I18nextProvider>,
    );
    const [saved, wait] = screen.getAllByTestId('text');
    expect(saved).toHaveTextContent(/^$/);
    expect(wait).toHaveTextContent(en.toast.pleaseWait);
    expect(load.mock.calls).toEqual([['en', 'shell'], ['en', 'screens']]);
    await act(async () => {
      screens.resolve({ member: en.member });
      await screens.promise;
    });
    expect(saved).toHaveTextContent(en.member.saved);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows server text as it is', async () => {
    const i18n = await createI18n('en', async () => ({}));
    render(
      <I18nextProvider i18n={i18n}>
        <Shown message={{ text: 'As the server wrote it' }} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('As the server wrote it');
  });
});
