import { act, screen, waitFor } from '@testing-library/react';
import { AgreementPath, type AgreementStatusValue, type AgreementValue } from '@common/contract/agreement';
import { ok, refused } from '../../helpers/payments';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';

const v2: AgreementValue = { version: 2, publishedAt: Date.UTC(2030, 0, 1), language: 'EN', title: 'Terms of play', body: 'First paragraph.\n\nSecond paragraph,\nsame paragraph.' };
const status = (mustAccept: boolean): AgreementStatusValue => ({ currentVersion: 2, acceptedVersion: mustAccept ? 1 : 2, mustAccept });

function routes(extra: Record<string, Reply> = {}): Record<string, Reply> {
  return { [`GET ${AgreementPath.current}`]: ok(v2), [`GET ${AgreementPath.status}`]: ok(status(true)), [`POST ${AgreementPath.accept}`]: ok(status(false)), ...extra };
}

describe('/m/useragreement', () => {
  it('shows the current version’s title and paragraphs to anyone, without asking a visitor to accept', async () => {
    await renderApp({ path: '/m/useragreement', routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Terms of play' })).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText(/Second paragraph,\s+same paragraph\./)).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.agreement.accept })).not.toBeInTheDocument();
  });

  it('shows the site’s own text while the merchant has published none (version 0)', async () => {
    const none: AgreementValue = { version: 0, publishedAt: null, language: 'EN', title: '', body: '' };
    await renderApp({ path: '/m/useragreement', routes: routes({ [`GET ${AgreementPath.current}`]: ok(none) }) });
    expect(await screen.findByRole('heading', { level: 2, name: en.agreement.builtInTitle })).toBeInTheDocument();
    expect(screen.getByText(en.agreement.builtInBody.split('\n\n')[0]!)).toBeInTheDocument();
  });

  it('a member who must accept is sent here from any page, and "I accept" returns them where they were going', async () => {
    const { store, user, location, fetch } = await renderApp({ path: '/m/records', session: sessionOf(0), routes: routes() });
    await act(() => store.session.checkAgreement());
    expect(location()).toBe('/m/useragreement?accept=1');
    expect(await screen.findByRole('heading', { name: en.agreement.askTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.agreement.accept }));
    expect(JSON.parse(String(callsTo(fetch, AgreementPath.accept, 'POST')[0]!.init.body))).toEqual({ version: 2 });
    await screen.findByText(en.agreement.accepted);
    await waitFor(() => expect(location()).toBe('/m/records'));
    expect(store.session.agreementPending).toBe(false);
  });

  it('offers "Log out" beside "I accept"', async () => {
    const { store } = await renderApp({ path: '/m/home', session: sessionOf(0), routes: routes() });
    await act(() => store.session.checkAgreement());
    expect(await screen.findByRole('button', { name: en.agreement.logout })).toBeInTheDocument();
  });

  it('a login asks whether a new version awaits, and sends the member to accept it', async () => {
    const { store, location, fetch } = await renderApp({ path: '/m/home', routes: routes() });
    await act(async () => {
      store.session.setSession(sessionOf(0));
    });
    await waitFor(() => expect(location()).toBe('/m/useragreement?accept=1'));
    expect(callsTo(fetch, AgreementPath.status)).toHaveLength(1);
  });

  it('a member who accepted stays where they are', async () => {
    const { store, location } = await renderApp({ path: '/m/records', session: sessionOf(0), routes: routes({ [`GET ${AgreementPath.status}`]: ok(status(false)) }) });
    await act(() => store.session.checkAgreement());
    expect(location()).toBe('/m/records');
  });

  it('never asks a trial account', async () => {
    const { store, fetch } = await renderApp({ path: '/m/home', session: sessionOf(4), routes: routes() });
    await act(() => store.session.checkAgreement());
    expect(callsTo(fetch, AgreementPath.status)).toHaveLength(0);
    expect(store.session.agreementPending).toBe(false);
  });

  it('a version replaced meanwhile is refused with the server’s words, and the member stays to read the new one', async () => {
    const stale = refused('agreement.version.stale', 'The user agreement has changed. Please read the new version.');
    const { store, user, location, fetch } = await renderApp({ path: '/m/home', session: sessionOf(0), routes: routes({ [`POST ${AgreementPath.accept}`]: stale }) });
    await act(() => store.session.checkAgreement());
    await user.click(await screen.findByRole('button', { name: en.agreement.accept }));
    expect(await screen.findByText(stale.message)).toBeInTheDocument();
    expect(location()).toBe('/m/useragreement?accept=1');
    expect(callsTo(fetch, AgreementPath.current).length).toBeGreaterThan(1);
  });
});
