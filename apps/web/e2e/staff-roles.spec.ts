import type { StaffRole } from '@app/shared/staff';

import { E2E_ADMIN } from '../playwright.config';

import { expect, test, type Page } from './fixtures';
import {
  mailLinkTo,
  nextCode,
  signInStaff,
  superAdminApi,
  superAdminRecoveryCode,
  STAFF_PASSWORD,
} from './staff';

/** What each role sees in the sidebar, and one section and one API call it is refused. */
const JOURNEYS: {
  role: StaffRole;
  sections: string[];
  refusedSection: string;
  refusedCall: string;
}[] = [
  {
    role: 'content_editor',
    sections: [
      'Overview',
      'Manage Venue',
      'Manage Courses',
      'Manage Clinics',
      'Manage Journey',
      'Manage Organisation',
      'Manage Affiliates',
      'Update News & Video',
      'Enquiry',
      'Settings',
    ],
    refusedSection: 'manage-players',
    refusedCall: '/api/players',
  },
  {
    role: 'moderator',
    sections: ['Overview', 'Report', 'Enquiry', 'Settings'],
    refusedSection: 'update-news',
    refusedCall: '/api/messages',
  },
  {
    role: 'tournament_officer',
    sections: [
      'Overview',
      'Manage Tournaments',
      'Entries and divisions',
      'Entries',
      'Results',
      'Ranking rules',
      'Manage Venue',
      'Enquiry',
      'Settings',
    ],
    refusedSection: 'staff',
    refusedCall: '/api/reports',
  },
  {
    role: 'membership_officer',
    sections: [
      'Overview',
      'Manage Players',
      'Membership',
      'Data Requests',
      'Messages',
      'Enquiry',
      'Settings',
    ],
    refusedSection: 'audit-log',
    refusedCall: '/api/admin/audit',
  },
  {
    // A member's membership opens from a receipt in Finance, not from the officers' sections.
    role: 'treasurer',
    sections: ['Overview', 'Finance', 'Enquiry', 'Settings'],
    refusedSection: 'membership',
    refusedCall: '/api/players',
  },
];

/** The sections' names (also those in closed groups), without their badges ("Enquiry3"). */
async function sidebarLinks(page: Page) {
  const texts = await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { includeHidden: true })
    .allTextContents();
  return texts.map((text) => text.replace(/\d+\+?$/, ''));
}

for (const journey of JOURNEYS) {
  test(`a ${journey.role.replace('_', ' ')} sees only their sections and is refused the rest`, async ({
    page,
  }) => {
    await signInStaff(page, journey.role);
    expect(await sidebarLinks(page)).toEqual(journey.sections);
    // Asking for another role's section by URL shows the overview instead…
    await page.goto(`/admin/dashboard?section=${journey.refusedSection}`);
    await expect(page.getByRole('heading', { level: 1, name: journey.sections[0] })).toBeVisible();
    // …and the server refuses the call itself, whatever the menu shows.
    const refused = await page.request.get(journey.refusedCall);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe('Your staff role does not allow this');
  });
}

test('a super admin sees every section, invites staff by e-mail and reads the audit log', async ({
  page,
}) => {
  // The first super admin set up two-factor on first use (staff.ts); sign in with a code.
  await superAdminApi(page.request);
  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(await superAdminRecoveryCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  const links = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { includeHidden: true });
  await expect(links.last()).toHaveText('Settings');
  expect(await links.allTextContents()).toContain('Staff');
  expect(await links.allTextContents()).toContain('Audit Log');

  await page.goto('/admin/dashboard?section=staff');
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  const email = `invitee.${Date.now()}@staff.example.test`;
  await dialog.getByLabel('Full name').fill('Farah Invitee');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('checkbox', { name: /Moderator/ }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  // The invitee opens the link in the mail and chooses a username and password.
  const link = await mailLinkTo(email, /https?:\/\/\S+\/admin\/invitation\?token=\S+/);
  const invitee = await page.context().browser()!.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    inviteePage.getByText(/Hi Farah Invitee, you are invited as: Moderator/),
  ).toBeVisible();
  await inviteePage.getByLabel('Username').fill(`farah.${Date.now() % 100000}`);
  await inviteePage.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await inviteePage.getByLabel('Confirm password').fill(STAFF_PASSWORD);
  await inviteePage.getByRole('button', { name: 'Create my account' }).click();
  await expect(inviteePage.getByText('Your account is ready.')).toBeVisible();
  await invitee.close();

  await page.goto('/admin/dashboard?section=audit-log');
  await page.getByLabel('Action').fill('staff');
  await expect(page).toHaveURL(/[?&]action=staff\b/);
  const rows = page.getByRole('table', { name: 'Audit entries' }).getByRole('row');
  // Entries read as sentences with names; the codes are in each entry's details.
  await expect(
    rows.filter({ hasText: 'accepted their invitation and joined the staff' }).first(),
  ).toBeVisible();
  await rows
    .filter({ hasText: /\(super admin\) invited Farah Invitee to join the staff/ })
    .first()
    .getByRole('button', { name: /View/ })
    .click();
  await expect(page.getByRole('dialog').getByText('staff.invitations')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(email)).toBeVisible();
});

test('two-factor: set up, sign in with a code, the same code refused, a recovery code works once', async ({
  page,
}) => {
  const headers = await superAdminApi(page.request);
  const email = `totp.${Date.now()}@staff.example.test`;
  await page.request.post('/api/admin/staff/invitations', {
    headers,
    data: { email, fullName: 'Tan Two Factor', roles: ['membership_officer'] },
  });
  const token = new URL(
    await mailLinkTo(email, /https?:\/\/\S+\/admin\/invitation\?token=\S+/),
  ).searchParams.get('token');
  const username = `tan.${Date.now() % 100000}`;
  await page.request.post('/api/admin/invitations/accept', {
    data: { token, username, password: STAFF_PASSWORD },
  });

  const signIn = async () => {
    await page.context().clearCookies();
    await page.goto('/admin');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };

  // First sign-in: the role requires two-factor, so set-up comes before anything else.
  await signIn();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const auth = {
    secret: (await page.getByTestId('totp-secret').textContent())!.trim(),
    lastStep: 0,
    recoveryCodes: [] as string[],
  };
  await page.getByLabel('Authentication code').fill(await nextCode(auth));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents())[0]!;
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();

  // Sign in with a code from the app.
  await signIn();
  const code = await nextCode(auth);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();

  // The same code again is refused.
  await signIn();
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');

  // A recovery code works once.
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await signIn();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
});
