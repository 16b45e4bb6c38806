import * as routes from '@portal/contract/heads/songs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, refused, serveApi, type Reply } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { PlatformRule, PlatformRuleTable } from '../platform-rules-api.ts';
import { PlatformRulesPanel } from './platform-rules-panel.tsx';

const defaults: PlatformRule[] = [
  { platformId: 1, required: true },
  { platformId: 1402, regions: { include: ['BR'] } },
  { platformId: 99, userSources: { include: [5, 6] } },
  { platformId: 1036, requiresFlag: 'allowAppleMusic' },
];
const defaultTable: PlatformRuleTable = { rules: defaults, usingDefaults: true, updatedAt: null };
const savedTable = (rules: PlatformRule[]): PlatformRuleTable => (rules.length ? { rules, usingDefaults: false, updatedAt: '2026-11-30T09:15:00.000Z' } : defaultTable);

/** The fake server: the table it holds, and what a save gets (the refusal, when one is set). */
function serveRules(start: PlatformRuleTable, refusal: Reply | null = null) {
  let table = start;
  return serveApi((call) => {
    if (isCallTo(call, routes.savePlatformRules)) {
      if (refusal) return refusal;
      table = savedTable((call.body as { rules: PlatformRule[] }).rules);
      return ok(routes.savePlatformRules, table);
    }
    return ok(routes.getPlatformRules, table);
  });
}

/** The editor's one switch: whether the store must be selected. */
const requiredSwitch = () => within(screen.getByTestId('admin-rule-editor')).getByRole('switch');
/** Types into a picker of the editor and chooses one of the options its own list offers. */
async function pick(user: ReturnType<typeof userEvent.setup>, testId: string, text: string, option: string) {
  const input = screen.getByTestId(testId);
  await user.click(input);
  await user.type(input, text);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}
const row = (index: number) => screen.getByTestId(`admin-rule-${index}`);
const saves = (callsTo: ReturnType<typeof serveApi>['callsTo']) => callsTo(routes.savePlatformRules).map((call) => call.body);

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the store availability rules in the console', () => {
  it('shows the built-in defaults in force, each rule in words, with nothing to save yet', async () => {
    serveRules(defaultTable);
    renderInApp(<PlatformRulesPanel />);
    expect((await screen.findByTestId('admin-rules-status')).textContent).toBe(en.admin_rules_defaults);
    expect(within(row(0)).getByText('Flick')).toBeTruthy();
    expect(within(row(0)).getByText(en.admin_rules_required_yes)).toBeTruthy();
    expect(within(row(1)).getByText('Sua Música')).toBeTruthy();
    expect(within(row(1)).getByText('Only: BR')).toBeTruthy();
    expect(within(row(2)).getByText(`Only: ${en.admin_rules_source_5}, ${en.admin_rules_source_6}`)).toBeTruthy();
    expect(within(row(3)).getByText(`Needs: ${en.admin_rules_flag_allowAppleMusic}`)).toBeTruthy();
    expect((screen.getByTestId('admin-rules-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('admin-rules-reset')).toBeNull();
  });

  it('edits a rule, adds one and removes one, then saves the whole table in its order', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveRules(defaultTable);
    renderInApp(<PlatformRulesPanel />);
    await screen.findByTestId('admin-rules-status');

    // Sua Música becomes required and hidden from accounts with social platforms turned off.
    await user.click(screen.getByRole('button', { name: 'Edit the rule for Sua Música' }));
    await user.click(requiredSwitch());
    await user.selectOptions(screen.getByLabelText(en.admin_rules_hidden_by_flag), en.admin_rules_flag_disableSocialPlatforms);
    await user.click(screen.getByTestId('admin-rule-keep'));
    expect(within(row(1)).getByText(`Hidden when: ${en.admin_rules_flag_disableSocialPlatforms}`)).toBeTruthy();
    expect(screen.getByTestId('admin-rules-unsaved').textContent).toBe(en.admin_rules_unsaved);

    // A new rule needs its store first.
    await user.click(screen.getByTestId('admin-rules-add'));
    await user.click(screen.getByTestId('admin-rule-keep'));
    expect(screen.getByText(en.admin_rules_store_required)).toBeTruthy();
    await pick(user, 'admin-rule-store', 'Spoti', 'Spotify · #1026');
    await pick(user, 'admin-rule-regions-exclude', 'United St', 'United States (US)');
    await user.click(screen.getByTestId('admin-rule-keep'));
    expect(within(row(4)).getByText('Spotify')).toBeTruthy();
    expect(within(row(4)).getByText('Not: US')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove the rule for Other in-house apps' }));
    expect(screen.getAllByTestId(/^admin-rule-\d+$/)).toHaveLength(4);

    await user.click(screen.getByTestId('admin-rules-save'));
    expect((await screen.findByTestId('admin-rules-done')).textContent).toBe('Saved. Rules in force: 4.');
    expect(saves(callsTo)).toEqual([
      {
        rules: [
          { platformId: 1, required: true },
          { platformId: 1402, regions: { include: ['BR'] }, hiddenByFlag: 'disableSocialPlatforms', required: true },
          { platformId: 1036, requiresFlag: 'allowAppleMusic' },
          { platformId: 1026, regions: { exclude: ['US'] } },
        ],
      },
    ]);
    expect(screen.getByTestId('admin-rules-status').textContent).toMatch(/^Your table is in force\. Last changed \u2066\d{4}-\d\d-\d\d \d\d:\d\d\u2069\.$/);
    expect(screen.queryByTestId('admin-rules-unsaved')).toBeNull();
    expect((screen.getByTestId('admin-rules-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks each refused rule and its field with the server’s words, and saves nothing', async () => {
    const user = userEvent.setup();
    const refusal = refused('error_invalid_request', 400, [
      { field: 'body.rules.0.regions.include.0', messageKey: 'platform_rule_unknown_region', message: '', vars: { code: 'XK' } },
      { field: 'body.rules.2.platformId', messageKey: 'platform_rule_unknown_platform', message: '', vars: { id: 1036 } },
    ]);
    serveRules(defaultTable, refusal);
    renderInApp(<PlatformRulesPanel />);
    await screen.findByTestId('admin-rules-status');
    await user.click(screen.getByRole('button', { name: 'Remove the rule for Flick' }));
    await user.click(screen.getByTestId('admin-rules-save'));

    expect((await screen.findByTestId('admin-rules-error')).textContent).toBe(en.admin_rules_refused);
    expect(row(0).getAttribute('data-invalid')).toBe('true');
    expect(within(row(0)).getByTestId('admin-rule-problem-0').textContent).toBe(`${en.admin_rules_regions_include}: "XK" is not a country code.`);
    expect(within(row(2)).getByTestId('admin-rule-problem-2').textContent).toBe(`${en.admin_rules_store}: There is no store with the id 1036.`);
    expect(row(1).getAttribute('data-invalid')).toBeNull();
    expect(screen.getByTestId('admin-rules-unsaved')).toBeTruthy();

    // The editor shows the problem on its field until the operator changes that field.
    await user.click(screen.getByTestId('admin-rule-edit-0'));
    const editor = screen.getByTestId('admin-rule-editor');
    expect(within(editor).getByText('"XK" is not a country code.')).toBeTruthy();
    await user.click(requiredSwitch());
    expect(within(editor).getByText('"XK" is not a country code.')).toBeTruthy();
    await user.click(screen.getByTestId('admin-rule-keep'));
    expect(within(row(0)).queryByTestId('admin-rule-problem-0')).toBeNull();
    expect(within(row(2)).getByTestId('admin-rule-problem-2')).toBeTruthy();
  });

  it('goes back to the defaults after a confirmation, by saving an empty table', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveRules(savedTable([{ platformId: 1026, regions: { exclude: ['US'] } }]));
    renderInApp(<PlatformRulesPanel />);
    expect((await screen.findByTestId('admin-rules-status')).textContent).toMatch(/^Your table is in force\. Last changed \u2066\d{4}-\d\d-\d\d \d\d:\d\d\u2069\.$/);
    await user.click(screen.getByTestId('admin-rules-reset'));
    expect(screen.getByText(en.admin_rules_reset_confirm.replace('{{count}}', '1'))).toBeTruthy();
    await user.click(screen.getByTestId('admin-rules-reset-confirm'));

    expect((await screen.findByTestId('admin-rules-done')).textContent).toBe(en.admin_rules_reset_done);
    expect(saves(callsTo)).toEqual([{ rules: [] }]);
    expect(screen.getByTestId('admin-rules-status').textContent).toBe(en.admin_rules_defaults);
    expect(screen.queryByTestId('admin-rules-reset')).toBeNull();
  });

  it('shows why the rules could not be read, and a refused save in the reader’s words', async () => {
    serveApi(() => refused('error_system_common', 500));
    const first = renderInApp(<PlatformRulesPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_system_common);
    expect(screen.queryByTestId('admin-rules-table')).toBeNull();
    first.unmount();

    const user = userEvent.setup();
    serveRules(defaultTable, refused('error_forbidden', 403));
    renderInApp(<PlatformRulesPanel />);
    await user.click(await screen.findByTestId('admin-rule-remove-0'));
    await user.click(screen.getByTestId('admin-rules-save'));
    expect((await screen.findByTestId('admin-rules-error')).textContent).toBe(en.error_forbidden);
  });

  it('on a phone shows each rule as a card that can still be edited, and speaks Arabic to an Arabic reader', async () => {
    const user = userEvent.setup();
    setViewport('phone');
    activateLanguage('ar');
    const { callsTo } = serveRules(defaultTable);
    renderInApp(<PlatformRulesPanel />);
    expect((await screen.findByTestId('admin-rules-status')).textContent).toBe(ar.admin_rules_defaults);
    expect(screen.getByTestId('admin-rules-table').getAttribute('data-layout')).toBe('cards');
    await user.click(screen.getByTestId('admin-rule-edit-0'));
    expect(within(screen.getByTestId('admin-rule-editor')).getByText(ar.admin_rules_required)).toBeTruthy();
    await user.click(requiredSwitch());
    await user.click(screen.getByTestId('admin-rule-keep'));
    await user.click(screen.getByTestId('admin-rules-save'));
    await waitFor(() => expect(saves(callsTo)).toHaveLength(1));
    expect((saves(callsTo)[0] as { rules: PlatformRule[] }).rules[0]).toEqual({ platformId: 1 });
  });
});
