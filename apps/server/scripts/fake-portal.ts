// A local stand-in for the external application portal, for development:
//   npm run fake-portal            (listens on 127.0.0.1:4400)
//   PORTAL_URL=http://127.0.0.1:4400 npm start
// It serves a few approved applications and organizations and accepts deletions.
import { portalApplication, portalOrganization, startFakePortal } from '../test/fake-portal';

const portal = await startFakePortal(Number(process.env.FAKE_PORTAL_PORT ?? 4400));
for (let i = 0; i < 4; i++) {
  const app = portalApplication({
    eventTitle: `Portal Demo Open ${i + 1}`,
    eventStartDate: `2026-12-${String(5 + i * 5).padStart(2, '0')}`,
  });
  portal.applications.set(String(app.applicationId), app);
  const org = portalOrganization({ organizationName: `Portal Demo Club ${i + 1}` });
  portal.organizations.set(String(org.organizationId), org);
}
console.log(`fake portal listening on ${portal.url} (Ctrl+C to stop)`);
