import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '@common/rules/operatorRoles';
import { TRANSFER_LAUNCH_MODES } from '@common/rules/transfers';
import { ClientCode } from '../../../console/api/errors';
import { CONSOLE_LANGUAGES } from '../../../console/i18n';
import { REVIEW_FIELDS, REVIEW_KINDS, statusKey } from '../../../console/review/kinds';
import { CHANNEL_ADAPTERS } from '@common/contract/consolePayments';
import { CHANNEL_PROBLEMS, draftOfChannel } from '../../../console/screens/Payments/channelDraft';
import { SETTINGS_FIELDS } from '../../../console/screens/Payments/Settings';
import { ANNOUNCEMENT_PLATFORMS, CONTENT_TYPES } from '@common/contract/announcements';
import { DRAFT_PROBLEMS } from '../../../console/screens/Content/draft';
import { FIGURES } from '../../../console/screens/Dashboard/Tiles';
import { SETTLEMENTS } from '../../../console/screens/Lottery/Issues';
import { WHITELABEL_SWITCHES } from '../../../console/screens/Merchant/Switches';
import { AWARD_PERIODS, DEPOSIT_MATCH_KINDS, PROMOTION_STATES, PROMOTION_STATUS_LABELS, PROMOTION_TYPES } from '@common/rules/promotions';
import { PROMOTION_STATE_ACTIONS } from '@common/contract/promotions';
import { FORM_PROBLEMS, TYPE_FIGURES } from '../../../console/screens/Promotions/draft';
import { FACT_KEYS } from '../../../console/screens/Promotions/Preview';
import { reportRows } from '../../../console/screens/Promotions/Report';
import { LOYALTY_STATES, MALL_ITEM_KINDS, MALL_ORDER_STATUSES, RACE_METRICS, RACE_RECURRENCES } from '@common/rules/loyalty';
import { LOYALTY_PROBLEMS } from '../../../console/screens/Loyalty/forms/check';
import { REWARD_CHOICES } from '../../../console/screens/Loyalty/forms/reward';
import { LOYALTY_SECTIONS } from '../../../console/screens/Loyalty/sections';
import { STATE_ACTIONS } from '../../../console/screens/Loyalty/StateActions';
import { CONTRACT_CYCLES, CONTRACT_KINDS, CONTRACT_STATES, STATEMENT_STATES } from '@common/rules/agents';
import { AGENT_SECTIONS } from '../../../console/screens/Agents/sections';
import { AGENT_PROBLEMS } from '../../../console/screens/Agents/forms/offer';
import { REPORT_FIGURES } from '../../../console/screens/Agents/Report';

/** A report with every row, for the keys its rows use. */
const anyReport = { promotionId: 1, joined: 0, applications: { pending: 0, approved: 0, rejected: 0 }, bonuses: { count: 0, members: 0, granted: 0, completedCount: 0, completed: 0, forfeitedCount: 0, forfeited: 0, activeCount: 0, active: 0 }, awards: { made: 0, claimed: 0, lapsed: 0, amount: 0 }, budget: 0, spent: 0 };

const CONSOLE = path.resolve(__dirname, '../../../console');

type Tree = { [key: string]: string | Tree };
const strings = (lang: string) => JSON.parse(readFileSync(path.join(CONSOLE, 'locales', `${lang}.json`), 'utf8')) as Tree;

/** Every leaf key of a strings file, dotted. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Keys written literally in the console's code: t('…'), labelKey: '…', and the components' [ '…', value ] label pairs. */
function literalKeys(): string[] {
  const patterns = [/\bt\(\s*'([\w.]+)'/g, /labelKey: '([\w.]+)'/g];
  const pairs = /\[\s*'([a-z]\w*\.[\w.]+)',/g;
  return sourceFiles(CONSOLE).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...patterns, ...(file.endsWith('.tsx') ? [pairs] : [])].flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
  });
}

/** Keys the code builds from a value (`roles.${role}`): every value they can take. */
const builtKeys = [
  ...ROLES.map((role) => `roles.${role}`),
  ...REVIEW_KINDS.list().map((kind) => kind.name),
  ...REVIEW_KINDS.list().flatMap((kind) => kind.statuses.map((status) => statusKey(kind.id, status))),
  ...REVIEW_FIELDS.map((field) => `review.field.${field}`),
  ...REVIEW_KINDS.list().flatMap((kind) => (kind.reasonNote ? [kind.reasonNote] : [])),
  ...['open', 'closed'].map((state) => `review.states.${state}`),
  ...['approve', 'reject'].map((verdict) => `review.decisions.${verdict}`),
  ...CHANNEL_ADAPTERS.map((adapter) => `payments.adapters.${adapter}`),
  ...CHANNEL_PROBLEMS.map((problem) => `payments.problems.${problem}`),
  ...Object.keys(draftOfChannel(null)).filter((field) => field !== 'names').map((field) => `payments.fields.${field}`),
  ...SETTINGS_FIELDS.map((field) => `payments.rules.${field}`),
  ...['profile', 'postings', 'payments', 'sessions', 'logins', 'rounds', 'lottery', 'notes', 'adjust'].map((tab) => `players.tabs.${tab}`),
  ...['real', 'bonus', 'withdrawal', 'points', 'demo'].map((balance) => `players.balance.${balance}`),
  ...['content', 'link', 'missing'].map((reason) => `audit.broken.${reason}`),
  ...['active', 'disabled'].map((status) => `operators.statuses.${status}`),
  ...CONTENT_TYPES.map((type) => `content.types.${type}`),
  ...ANNOUNCEMENT_PLATFORMS.map((platform) => `content.platforms.${platform}`),
  ...DRAFT_PROBLEMS.map((problem) => `content.problems.${problem}`),
  ...SETTLEMENTS.map((settlement) => `lottery.settlements.${settlement}`),
  ...['active', 'hot'].map((field) => `catalog.toggle.${field}`),
  ...WHITELABEL_SWITCHES.map((key) => `merchant.whitelabel.${key}`),
  ...['maintenance', 'whitelabel', 'regionRestriction', 'registerFields', 'languages', 'branding', 'customerService', 'downloads', 'transferLaunchMode'].map((id) => `merchant.sections.${id}`),
  ...TRANSFER_LAUNCH_MODES.map((mode) => `merchant.transferLaunch.${mode}`),
  ...['themeColor', 'backgroundColor'].flatMap((key) => [`merchant.${key}`, `merchant.${key}Picker`]),
  ...FIGURES.map((figure) => `dashboard.figures.${figure}`),
  ...PROMOTION_TYPES.flatMap((type) => [`promotions.types.${type}`, `promotions.typeNotes.${type}`]),
  ...PROMOTION_TYPES.flatMap((type) => TYPE_FIGURES[type].filter((figure) => figure === 'rate' || figure === 'fixedAmount').map((figure) => `promotions.fields.${figure}.${type}`)),
  ...PROMOTION_STATES.map((state) => `promotions.states.${state}`),
  ...PROMOTION_STATE_ACTIONS.flatMap((action) => [`promotions.actions.${action}`, `promotions.actionNamed.${action}`, `promotions.confirm.${action}`]),
  ...PROMOTION_STATUS_LABELS.map((label) => `promotions.statusLabels.${label}`),
  ...DEPOSIT_MATCH_KINDS.map((kind) => `promotions.depositKinds.${kind}`),
  ...AWARD_PERIODS.map((period) => `promotions.periods.${period}`),
  ...FORM_PROBLEMS.map((problem) => `promotions.problems.${problem}`),
  ...FACT_KEYS.map((key) => `promotions.facts.${key}`),
  ...reportRows(anyReport).map(([key]) => key),
  ...['edit', 'editNamed', 'view', 'viewNamed'].map((key) => `promotions.${key}`),
  ...Object.values(ClientCode).map((code) => `client.${code.replace('console.', '')}`),
  ...LOYALTY_SECTIONS.map((section) => `loyalty.sections.${section.id}`),
  ...LOYALTY_STATES.map((state) => `loyalty.states.${state}`),
  ...[...new Set(Object.values(STATE_ACTIONS).flat())].flatMap((action) => [`loyalty.actions.${action}`, `loyalty.actionNamed.${action}`, `loyalty.mall.confirm.${action}`, `loyalty.races.confirm.${action}`]),
  ...MALL_ITEM_KINDS.flatMap((kind) => [`loyalty.kinds.${kind}`, `loyalty.kindNotes.${kind}`]),
  ...MALL_ORDER_STATUSES.flatMap((status) => [`loyalty.statuses.${status}`, `loyalty.report.orders.${status}`]),
  ...MALL_ORDER_STATUSES.filter((status) => status !== 'pending').flatMap((step) => [`loyalty.orders.steps.${step}`, `loyalty.orders.confirm.${step}`]),
  ...['shipped', 'cancelled'].map((step) => `loyalty.orders.noteFor.${step}`),
  ...RACE_METRICS.map((metric) => `loyalty.metrics.${metric}`),
  ...RACE_RECURRENCES.flatMap((recurrence) => [`loyalty.recurrences.${recurrence}`, `loyalty.recurrenceNotes.${recurrence}`]),
  ...REWARD_CHOICES.map((kind) => `loyalty.reward.kinds.${kind}`),
  ...LOYALTY_PROBLEMS.map((problem) => `loyalty.problems.${problem}`),
  ...['edit', 'editNamed', 'view', 'viewNamed'].map((key) => `loyalty.${key}`),
  ...AGENT_SECTIONS.map((section) => `agents.sections.${section}`),
  ...CONTRACT_KINDS.map((kind) => `agents.kinds.${kind}`),
  ...CONTRACT_CYCLES.map((cycle) => `agents.cycles.${cycle}`),
  ...CONTRACT_STATES.map((state) => `agents.contractStates.${state}`),
  ...STATEMENT_STATES.map((state) => `agents.statementStates.${state}`),
  ...['withdraw', 'end'].flatMap((action) => [`agents.contracts.confirm.${action}`, `agents.contracts.named.${action}`, `agents.contracts.actionsOf.${action}`]),
  ...AGENT_PROBLEMS.map((problem) => `agents.problems.${problem}`),
  ...['gross', 'carryIn', 'net', 'paid', 'carryOut'].map((line) => `agents.lines.${line}`),
  ...REPORT_FIGURES.map(([figure]) => `agents.report.${figure}`),
  ...['salary', 'share', 'note', 'amendNote'].map((key) => `agents.offer.${key}`),
];

describe('console strings (console/locales)', () => {
  const english = keysOf(strings('en')).sort();

  test('there is a file for each console language and no other', () => {
    expect(readdirSync(path.join(CONSOLE, 'locales')).sort()).toEqual(CONSOLE_LANGUAGES.map((lang) => `${lang}.json`).sort());
  });

  test.each(CONSOLE_LANGUAGES.filter((lang) => lang !== 'en'))('%s has exactly the English keys, none empty', (lang) => {
    const tree = strings(lang);
    expect(keysOf(tree).sort()).toEqual(english);
    for (const key of keysOf(tree)) expect(key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree)).not.toBe('');
  });

  test('every key the console uses exists', () => {
    // Permission names (players.view) look like keys in session.may('…'); only t(), labels and pairs are collected.
    const used = new Set([...literalKeys(), ...builtKeys]);
    expect([...used].filter((key) => !english.includes(key))).toEqual([]);
  });

  test('every interpolation of a key is in each translation', () => {
    const en = strings('en');
    for (const lang of CONSOLE_LANGUAGES) {
      const tree = strings(lang);
      for (const key of english) {
        const text = (k: Tree) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, k) as string;
        const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect([key, vars(text(tree))]).toEqual([key, vars(text(en))]);
      }
    }
  });
});
