import { UsageError } from '../../scripts/cli';
import { newPassword, parseArgs } from '../../scripts/operator';

describe('scripts/operator.ts arguments', () => {
  it('reads create with roles and a merchant, and code with a username', () => {
    expect(parseArgs(['create', 'alice', '--role', 'owner'])).toEqual({ kind: 'create', username: 'alice', roles: ['owner'], merchantCode: null });
    expect(parseArgs(['create', 'bob', '--role', 'finance', '--role', 'risk', '--merchant', 'MLOBBY'])).toEqual({
      kind: 'create',
      username: 'bob',
      roles: ['finance', 'risk'],
      merchantCode: 'MLOBBY',
    });
    expect(parseArgs(['code', 'owner'])).toEqual({ kind: 'code', username: 'owner' });
  });

  it.each([
    [[], /usage/],
    [['create', 'alice'], /at least one --role/],
    [['create', 'alice', '--role', 'boss'], /unknown role boss/],
    [['create', 'alice', '--role'], /--role needs a value/],
    [['create', 'alice', '--colour', 'red'], /unknown option --colour/],
    [['create', 'a b', '--role', 'owner'], /usage/],
    [['delete', 'alice'], /usage/],
  ])('refuses %p with a usage error', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it('makes a fresh 24-character password each time', () => {
    const a = newPassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newPassword()).not.toBe(a);
  });
});
