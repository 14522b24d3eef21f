import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { registrationRequest } from '../../../test/factories/registration';
import { waitForMail } from '../../../test/mail';
import { enquiries } from '../../db/schema/index';

const SITE = 'https://pickleball.example.my';
/** What anyone may type as a name or a message. */
const LURE = 'Menang di prize-mpa.com https://evil.example.com/claim atau http://x';
const UNLINKED = 'Menang di prize-mpa[.]com https[:]//evil[.]example[.]com/claim atau http[:]//x';

/** Addresses a mail program would make a link of, other than the site's own. */
function foreignLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s/]+|[\w-]+\.(?:com|my)\b/g)]
    .map((m) => m[0])
    .filter((found) => !found.includes('pickleball.example.my'));
}

describe('what people type reaches mail without a clickable link', () => {
  let t: TestApp;
  let officer: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp({}, { PUBLIC_URL: SITE });
    const staff = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, staff.username, staff.password)).token}`,
    };
  });
  afterAll(() => t.close());

  it.each([
    ['en', 'Hi'],
    ['ms', 'Hai'],
  ])('greets a player named with a URL in the welcome mail (%s)', async (language, hi) => {
    const { fields, request } = registrationRequest({ fullName: LURE, language });
    expect((await t.app.inject(request)).statusCode).toBe(201);
    const mail = await waitForMail(t, (m) => m.to === fields.email);
    expect(mail.text).toContain(`${hi} ${UNLINKED},`);
    expect(foreignLinks(mail.text)).toEqual([]);
    // The site's own link stays a link.
    expect(mail.text).toContain(`${SITE}${language === 'ms' ? '/ms' : ''}/player/login`);
    // Its Message-ID is in the site's domain.
    const eml = await readFile(path.join(t.dataDir, 'mail', `${mail.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Message-ID: <[^@>]+@pickleball\.example\.my>$/m);
  });

  it.each(['en', 'ms'] as const)(
    'quotes an enquiry’s links unlinked in the reply to its sender (%s)',
    async (language) => {
      const email = `enquirer-${language}@example.test`;
      const [enquiry] = await t.db
        .insert(enquiries)
        .values({ topic: 'other', name: LURE, email, message: `See ${LURE} today`, language })
        .returning();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/enquiries/${enquiry!.id}/replies`,
        headers: officer,
        payload: { message: 'Thank you for writing to us.' },
      });
      expect(res.statusCode).toBe(200);
      const mail = await waitForMail(t, (m) => m.to === email);
      expect(mail.text).toContain(`> See ${UNLINKED} today`);
      expect(mail.text).toContain(`${language === 'ms' ? 'Hai' : 'Hi'} ${UNLINKED},`);
      expect(foreignLinks(`${mail.subject}\n${mail.text}`)).toEqual([]);
    },
  );
});
