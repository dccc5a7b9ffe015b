import { ConsoleAgentPath as Path } from '@common/contract/consoleAgents';
import { OperatorPath } from '@common/contract/operator';
import { AgentsStore } from '../../../console/stores/AgentsStore';
import { consoleStore } from '../helpers/console';
import { FakeServer, operator } from '../helpers/fakeServer';
import { agent, contract, detail, pageOf, report, settings, statement, subAgent } from '../screens/Agents/fixtures';

/** An AgentsStore of an operator (a merchant's agent manager unless said otherwise). */
async function storeOf(server: FakeServer, me = operator(['agentManager'])) {
  const { store } = await consoleStore(server.ok(`GET ${OperatorPath.session}`, me));
  await store.session.restore();
  return store.feature(AgentsStore);
}

describe('AgentsStore', () => {
  test('the list shows the top-level agents by default; drilling in asks for the sub-agents of the last agent of the trail; a search stays under it', async () => {
    const server = new FakeServer().ok(`GET ${Path.agents}`, pageOf([agent()]));
    const agents = await storeOf(server);
    await agents.loadAgents();
    await agents.showTeam([{ memberId: 101, username: 'topdog' }]);
    expect(agents.uplineId).toBe(101);
    await agents.find(' mid ');
    await agents.loadAgents(2);
    await agents.showTeam([]);
    expect(server.callsTo(`GET ${Path.agents}`).map((c) => c.url)).toEqual([
      `${Path.agents}?page=1`,
      `${Path.agents}?uplineId=101&page=1`,
      `${Path.agents}?search=mid&uplineId=101&page=1`,
      `${Path.agents}?search=mid&uplineId=101&page=2`,
      `${Path.agents}?page=1`,
    ]);
  });

  test("create and promote post the merchant's code and reload the list; a refusal keeps the server's code and message and reloads nothing", async () => {
    const server = new FakeServer().ok(`GET ${Path.agents}`, pageOf([agent()])).ok(`POST ${Path.create}`, subAgent());
    const agents = await storeOf(server);
    expect(await agents.create({ username: 'middle', password: 'secret12', uplineId: 101 })).toEqual(subAgent());
    expect(server.callsTo(`POST ${Path.create}`)[0]!.body).toEqual({ username: 'middle', password: 'secret12', uplineId: 101, merchantCode: 'MLOBBY' });
    expect(server.callsTo(`GET ${Path.agents}`)).toHaveLength(1);
    server.fail(`POST ${Path.promote}`, 'agent.not.eligible', 'This member cannot become an agent.');
    expect(await agents.promote('trial1')).toBeNull();
    expect(server.callsTo(`POST ${Path.promote}`)[0]!.body).toEqual({ merchantCode: 'MLOBBY', username: 'trial1' });
    expect(agents.adding.error).toMatchObject({ code: 'agent.not.eligible', message: 'This member cannot become an agent.' });
    expect(server.callsTo(`GET ${Path.agents}`)).toHaveLength(1);
  });

  test("an offer, an ended contract and a rebate rate post to the agent's paths and reload its detail", async () => {
    const server = new FakeServer().ok(`GET ${Path.agent(101)}`, detail()).ok(`POST ${Path.offer(101)}`, contract({ state: 'offered' })).ok(`POST ${Path.endContract(101)}`, contract({ state: 'ended' })).ok(`POST ${Path.rebate(101)}`, agent({ rebateBp: 200 }));
    const agents = await storeOf(server);
    const offer = { kind: 'dividend' as const, cycle: 'month' as const, tiers: [{ minActivePlayers: 5, minTurnover: 150_000, value: 3_500 }] };
    expect(await agents.offer(101, offer)).not.toBeNull();
    expect(server.callsTo(`POST ${Path.offer(101)}`)[0]!.body).toEqual(offer);
    await agents.endContract(101, 501);
    expect(server.callsTo(`POST ${Path.endContract(101)}`)[0]!.body).toEqual({ contractId: 501 });
    await agents.setRebate(101, 200);
    expect(server.callsTo(`POST ${Path.rebate(101)}`)[0]!.body).toEqual({ rebateBp: 200 });
    expect(server.callsTo(`GET ${Path.agent(101)}`)).toHaveLength(3);
  });

  test('statements keep their filter and page; the waiting count asks for pending ones', async () => {
    const server = new FakeServer().ok(`GET ${Path.statements}`, pageOf([statement()]));
    const agents = await storeOf(server);
    await agents.loadStatements(2, { agentId: 101, kind: 'dividend', state: 'rejected' });
    await agents.loadStatements();
    await agents.loadPending();
    expect(server.callsTo(`GET ${Path.statements}`).map((c) => c.url)).toEqual([
      `${Path.statements}?agentId=101&kind=dividend&state=rejected&page=2`,
      `${Path.statements}?agentId=101&kind=dividend&state=rejected&page=1`,
      `${Path.statements}?state=pending&page=1`,
    ]);
  });

  test('a platform-wide operator picks a merchant: reads name it, settings are saved for it, the report reads its range; picking another drops what was loaded', async () => {
    const server = new FakeServer().ok(`GET ${Path.settings}`, settings({ merchantCode: 'OTHERCO' })).ok(`PUT ${Path.settings}`, settings({ merchantCode: 'OTHERCO', topRebateBp: 50 })).ok(`GET ${Path.report}`, report()).ok(`POST ${Path.create}`, agent());
    const agents = await storeOf(server, operator(['owner'], { merchantCode: null }));
    expect(agents.code).toBeNull();
    agents.pick('OTHERCO');
    await agents.loadSettings();
    expect(server.callsTo(`GET ${Path.settings}`)[0]!.url).toBe(`${Path.settings}?merchantCode=OTHERCO`);
    await agents.saveSettings(settings({ merchantCode: 'OTHERCO', topRebateBp: 50 }));
    expect(agents.settings.value?.topRebateBp).toBe(50);
    await agents.loadReport({ from: 1, to: 2 });
    expect(server.callsTo(`GET ${Path.report}`)[0]!.url).toBe(`${Path.report}?merchantCode=OTHERCO&from=1&to=2`);
    await agents.create({ username: 'x', password: 'y' });
    expect(server.callsTo(`POST ${Path.create}`)[0]!.body).toMatchObject({ merchantCode: 'OTHERCO' });
    agents.pick('THIRDCO');
    expect(agents.settings.value).toBeNull();
    expect(agents.code).toBe('THIRDCO');
  });
});
