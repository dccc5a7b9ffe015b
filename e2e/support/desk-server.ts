/**
 * A browser-test file's own server (a fresh database, settings of its own) with the owner logged in
 * at the console, registration without the captcha (set-up, not any file's subject: members
 * register through the API), and the member-site helpers (logIn, siteCall, …) pointed at it
 * through E2E_BASE_URL until `stop()` gives the shared server back.
 */
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { startConsoleServer, type ConsoleServer } from './console';
import { openDesk, type Desk } from './desk';
import { MERCHANT } from './session';

export interface DeskServer {
  server: ConsoleServer;
  url: string;
  owner: Desk;
  /** Closes the owner's browser, points the helpers back at the shared server and stops this one. */
  stop: () => Promise<void>;
}

/** Starts the server with `env`, opens the owner's desk and turns the register captcha off. */
export async function startDeskServer(env: NodeJS.ProcessEnv = {}): Promise<DeskServer> {
  const server = await startConsoleServer(env);
  const sharedUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = server.url;
  const owner = await openDesk(server.url, 'owner', 'Owner-demo-1');
  await owner.call('PUT', MerchantAdminPath.registerFields(MERCHANT), { fields: [{ name: 'captcha', show: false, required: false }] });
  const stop = async (): Promise<void> => {
    await owner.session.close();
    process.env.E2E_BASE_URL = sharedUrl;
    await server.stop();
  };
  return { server, url: server.url, owner, stop };
}
