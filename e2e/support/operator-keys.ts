/**
 * Run by globalSetup under tsx (jest's globalSetup has no @common alias, and the server's files
 * use it): logs the test operators in once (password + the TOTP code derived from their name),
 * makes each an API key with all its permissions, and prints the keys as JSON.
 *
 *   npx tsx e2e/support/operator-keys.ts <server url>
 */
import { ApiKeyPath, type NewApiKeyValue } from '@common/contract/consoleAdmin';
import { CSRF_HEADER, OperatorPath, type OperatorMe, type OperatorPasswordValue } from '@common/contract/operator';
import { PERMISSIONS } from '@common/rules/operatorRoles';
import { currentCode, DEMO_OPERATORS, demoTotpSecret } from '../../server/modules/operator';
import { json, ROLES, type E2eOperator, type Keys } from './operators';

/** Logs a demo operator in over HTTP and makes it an API key with all its permissions; the secret. */
async function keyOf(base: string, username: string): Promise<string> {
  const demo = DEMO_OPERATORS.find((op) => op.username === username)!;
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const step = await json<OperatorPasswordValue>(await post(OperatorPath.password, { username, password: demo.password }), `${username} password`);
  const login = await post(OperatorPath.totp, { challenge: step.challenge, code: currentCode(demoTotpSecret(username), Date.now()) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const me = await json<OperatorMe>(login, `${username} code`);
  const permissions = PERMISSIONS.filter((permission) => me.permissions.includes(permission));
  const key = await post(ApiKeyPath.keys, { label: 'e2e', permissions, expiresInDays: 1 }, { cookie, [CSRF_HEADER]: me.csrfToken });
  return (await json<NewApiKeyValue>(key, `${username} API key`)).secret;
}

async function main(base: string): Promise<void> {
  const keys = {} as Keys;
  for (const [who, username] of Object.entries(ROLES) as [E2eOperator, string][]) keys[who] = await keyOf(base, username);
  process.stdout.write(JSON.stringify(keys));
}

void main(process.argv[2]!).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
