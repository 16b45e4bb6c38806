import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestMessageFor, launchChromium, newPage, uniqueEmail } from './support/browser.ts';
import { expectPath, expectText, followNav, hidden, literal, navLinks, signUpWithEmail, text, uniqueName, visible, watchPageErrors } from './support/app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('teams', () => {
  test('an owner invites a member who accepts from the e-mail, works in the owner’s account with only the granted rights, and is refused elsewhere', async () => {
    const owner = await newPage(browser, { complianceAcknowledged: true });
    const member = await newPage(browser, { complianceAcknowledged: true });
    const errors = [...watchPageErrors(owner.page), ...watchPageErrors(member.page)];
    try {
      const ownerUser = await signUpWithEmail(owner.page, { nickname: uniqueName('Owner') });
      await followNav(owner.page, 'nav-team');
      await expectPath(owner.page, '/team');
      await visible(owner.page.getByTestId('team-members-empty'));

      // Invite with Releases: Edit (View comes with it).
      const memberEmail = uniqueEmail();
      await owner.page.getByTestId('team-invite-open').click();
      await owner.page.getByTestId('team-invite-email').fill(memberEmail);
      await owner.page.getByTestId('permission-Release-Edit').check();
      expect(await owner.page.getByTestId('permission-Release-View').isChecked()).toBe(true);
      await owner.page.getByTestId('team-invite-submit').click();
      await visible(owner.page.getByTestId('team-invite-success'));
      await expectText(owner.page.getByTestId('team-invite-status').first(), text('team_invite_status_pending'));

      // The invitee opens the link from the e-mail, signs up, and comes back to accept.
      const mail = await latestMessageFor(memberEmail, { matching: /team-invite/ });
      const link = mail.body.match(/https?:\/\/\S+\/api\/go\/team-invite\?inviteCode=[\w-]+/)![0];
      const path = new URL(link).pathname + new URL(link).search;
      await member.page.goto(path);
      await expectPath(member.page, '/team/invite');
      await expectText(member.page.getByTestId('invite-team-name'), literal(ownerUser.nickname));
      await visible(member.page.getByTestId('invite-signup'));
      await signUpWithEmail(member.page, { email: memberEmail, nickname: uniqueName('Member') });
      await member.page.goto(path);
      await member.page.getByTestId('invite-accept').click();
      await member.page.getByTestId('invite-switch').click();
      await visible(member.page.getByTestId('team-switch-overlay'));
      await expectPath(member.page, '/overview');

      // In the owner's account: the owner's name, no team management, no contracts.
      await expectText(member.page.getByTestId('overview-name'), ownerUser.nickname);
      const memberLinks = await navLinks(member.page);
      expect(memberLinks).toContain('nav-releases');
      expect(memberLinks).not.toContain('nav-team');
      expect(memberLinks).not.toContain('nav-contracts');
      await member.page.goto('/contract/management');
      await visible(member.page.getByTestId('no-permission'));
      // The team page shows whose team it is and what the member may do there, and nothing to manage.
      await member.page.goto('/team');
      await visible(member.page.getByTestId('team-current'));
      await hidden(member.page.getByTestId('team-invite-open'));
      const refused = await member.page.evaluate(async () => (await fetch('/api/contract/list')).status);
      expect(refused).toBe(403);

      // The owner sees the new member and the accepted invitation, and a notice about it.
      await owner.page.reload();
      await visible(owner.page.locator('[data-testid^="team-member-row-"]'));
      await expectText(owner.page.getByTestId('team-invite-status').first(), text('team_invite_status_accepted'));
      await visible(owner.page.getByTestId('notice-bell-count'));

      // The owner takes the right away: the member's next request is refused.
      await owner.page.getByTestId('team-member-remove').click();
      await owner.page.getByTestId('team-member-remove-confirm').click();
      await visible(owner.page.getByTestId('team-members-empty'));
      await member.page.goto('/overview');
      await expect.poll(() => member.page.getByTestId('overview-name').textContent(), { timeout: 15_000 }).not.toBe(ownerUser.nickname);
      await hidden(member.page.getByTestId('no-permission'));
      expect(errors).toEqual([]);
    } finally {
      await owner.context.close();
      await member.context.close();
    }
  });
});
