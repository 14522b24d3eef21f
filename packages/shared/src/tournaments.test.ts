import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  colorForType,
  isApprovedPortalApplication,
  listTournamentsQuerySchema,
  mapPortalApplication,
  mapPortalOrganization,
  organizerSchema,
  organizerStatusFromPortal,
  portalApplicationSchema,
  portalOrganizationSchema,
  selectUpcoming,
  TOURNAMENT_TYPES,
  tournamentSchema,
  TYPE_COLORS,
  typeFromClassification,
  type Tournament,
} from './tournaments';

const tournament = (overrides: Partial<Tournament> = {}): Tournament => ({
  _id: 't1',
  applicationId: 'APP-1',
  name: 'Selangor Open',
  type: 'state',
  color: 'red',
  classification: 'State',
  startDate: '2026-03-05',
  endDate: '2026-03-07',
  venue: 'Arena',
  city: 'Shah Alam',
  state: 'Selangor',
  organizer: 'Selangor Pickleball',
  personInCharge: 'Aminah',
  phoneNumber: '012-3456789',
  contactEmail: 'info@example.my',
  description: null,
  eventType: 'Open',
  expectedParticipants: 200,
  categories: [{ category: "Men's Doubles", malaysianEntryFee: 80, internationalEntryFee: null }],
  scoringFormat: 'rally',
  status: 'approved',
  submissionDate: '2026-01-10T02:00:00.000Z',
  createdAt: '2026-01-11T00:00:00.000Z',
  updatedAt: '2026-01-11T00:00:00.000Z',
  ...overrides,
});

describe('types and colours', () => {
  it('colours each type as spec §9 says', () => {
    expect(TYPE_COLORS).toEqual({
      local: 'green',
      state: 'red',
      national: 'blue',
      international: 'orange',
    });
    expect(TOURNAMENT_TYPES.map(colorForType)).toEqual(['green', 'red', 'blue', 'orange']);
  });

  it.each([
    ['District', 'local'],
    ['Divisional', 'local'],
    ['State', 'state'],
    ['National', 'national'],
    ['International', 'international'],
    ['  national ', 'national'],
    ['INTERNATIONAL', 'international'],
    ['district', 'local'],
    ['Club', 'local'],
    ['', 'local'],
    ['toString', 'local'],
    [null, 'local'],
    [undefined, 'local'],
  ] as const)('classification %j → %s', (classification, type) => {
    expect(typeFromClassification(classification)).toBe(type);
  });

  it('always yields a known type', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(TOURNAMENT_TYPES).toContain(typeFromClassification(text));
      }),
    );
  });
});

describe('tournamentSchema', () => {
  it('accepts the wire record and defaults eventType to Open', () => {
    expect(tournamentSchema.parse(tournament())).toEqual(tournament());
    const { eventType: _omitted, ...withoutEventType } = tournament();
    expect(tournamentSchema.parse(withoutEventType).eventType).toBe('Open');
  });

  it('keeps other scoring formats and null', () => {
    expect(tournamentSchema.parse(tournament({ scoringFormat: 'hybrid' })).scoringFormat).toBe(
      'hybrid',
    );
    expect(tournamentSchema.parse(tournament({ scoringFormat: null })).scoringFormat).toBeNull();
  });

  it('rejects null name/city/organizer, bad dates, unknown type and other statuses', () => {
    for (const key of ['name', 'city', 'organizer'] as const) {
      expect(tournamentSchema.safeParse({ ...tournament(), [key]: null }).success).toBe(false);
    }
    expect(tournamentSchema.safeParse(tournament({ startDate: '2026-02-30' })).success).toBe(false);
    expect(tournamentSchema.safeParse({ ...tournament(), endDate: '05/03/2026' }).success).toBe(
      false,
    );
    expect(tournamentSchema.safeParse({ ...tournament(), type: 'club' }).success).toBe(false);
    expect(tournamentSchema.safeParse({ ...tournament(), status: 'pending' }).success).toBe(false);
  });
});

describe('listTournamentsQuerySchema', () => {
  it('parses filters and the upcoming flag', () => {
    expect(listTournamentsQuerySchema.parse({})).toEqual({});
    expect(
      listTournamentsQuerySchema.parse({ state: ' Johor ', type: 'national', upcoming: 'true' }),
    ).toEqual({ state: 'Johor', type: 'national', upcoming: true });
    expect(listTournamentsQuerySchema.parse({ upcoming: 'false' })).toEqual({ upcoming: false });
  });

  it('rejects unknown types and flags', () => {
    expect(listTournamentsQuerySchema.safeParse({ type: 'club' }).success).toBe(false);
    expect(listTournamentsQuerySchema.safeParse({ upcoming: 'yes' }).success).toBe(false);
  });
});

describe('selectUpcoming', () => {
  const AT_2330_UTC = new Date('2026-03-04T23:30:00Z'); // already 2026-03-05 in Malaysia
  const list = [
    { name: 'Yesterday in Malaysia', startDate: '2026-03-04' },
    { name: 'Zeta Cup', startDate: '2026-03-05' },
    { name: 'Alpha Cup', startDate: '2026-03-05' },
    { name: 'Later', startDate: '2026-05-01' },
    { name: 'Soon', startDate: '2026-04-01' },
    { name: 'Last year', startDate: '2025-12-31' },
  ];

  it('starts from today in Malaysia, sorts by date then name, keeps three', () => {
    expect(selectUpcoming(list, AT_2330_UTC).map((t) => t.name)).toEqual([
      'Alpha Cup',
      'Zeta Cup',
      'Soon',
    ]);
  });

  it('still counts 2026-03-04 as today at 15:59 UTC', () => {
    expect(selectUpcoming(list, new Date('2026-03-04T15:59:00Z'), 1)).toEqual([
      { name: 'Yesterday in Malaysia', startDate: '2026-03-04' },
    ]);
  });

  it('honours count, leaves the input alone and skips malformed dates', () => {
    const copy = list.map((t) => ({ ...t }));
    expect(selectUpcoming(list, AT_2330_UTC, 10)).toHaveLength(4);
    expect(selectUpcoming(list, AT_2330_UTC, 0)).toEqual([]);
    expect(list).toEqual(copy);
    expect(selectUpcoming([{ name: 'x', startDate: 'TBA' }], AT_2330_UTC)).toEqual([]);
  });

  it('returns whole tournament records', () => {
    const record = tournament({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(selectUpcoming([record], AT_2330_UTC)).toEqual([record]);
  });
});

describe('organizers', () => {
  it.each([
    ['active', 'Active'],
    ['Active', 'Active'],
    [' suspended ', 'Inactive'],
    ['pending', 'Pending'],
    ['', 'Pending'],
    [null, 'Pending'],
    [undefined, 'Pending'],
  ] as const)('portal status %j → %s', (status, expected) => {
    expect(organizerStatusFromPortal(status)).toBe(expected);
  });

  it('organizerSchema accepts the wire record', () => {
    const organizer = {
      _id: 'o1',
      organizationId: 'ORG-1',
      organizationName: 'Penang Pickleball Club',
      name: 'Penang Pickleball Club',
      state: 'Penang',
      city: null,
      address: null,
      registrationDate: '2025-11-02',
      status: 'Active',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(organizerSchema.parse(organizer)).toEqual(organizer);
    expect(organizerSchema.safeParse({ ...organizer, status: 'active' }).success).toBe(false);
  });
});

describe('portalApplicationSchema and mapPortalApplication', () => {
  const portalApp = {
    applicationId: 'APP-2026-001',
    eventTitle: ' KL International Open ',
    eventStartDate: '2026-03-04T16:30:00Z',
    eventEndDate: '2026-03-07T16:00:00.000Z',
    organiserName: 'KL Pickleball',
    telContact: '03-1234567',
    email: 'kl@example.my',
    eventSummary: 'Three days of play',
    venue: 'Stadium',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    classification: 'International',
    eventType: 'Closed',
    expectedParticipants: '300',
    categories: [
      { category: 'Open Singles', malaysianEntryFee: 'RM 120', internationalEntryFee: 50 },
      { category: 'Mixed', malaysianEntryFee: null },
      'garbage',
    ],
    scoringFormat: 'Rally',
    status: 'approved',
    submissionDate: '2026-01-02T03:04:05.000Z',
    personInCharge: 'Lee',
    supportingDocuments: ['secret.pdf'],
    registrationNumber: 'PPM-123',
    consents: { data: true },
  };

  it('maps portal names to ours, with Malaysian calendar dates', () => {
    const parsed = portalApplicationSchema.parse(portalApp);
    expect(parsed).not.toHaveProperty('supportingDocuments');
    expect(parsed).not.toHaveProperty('registrationNumber');
    expect(mapPortalApplication(parsed)).toEqual({
      applicationId: 'APP-2026-001',
      name: 'KL International Open',
      type: 'international',
      color: 'orange',
      classification: 'International',
      startDate: '2026-03-05',
      endDate: '2026-03-08',
      venue: 'Stadium',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      organizer: 'KL Pickleball',
      personInCharge: 'Lee',
      phoneNumber: '03-1234567',
      contactEmail: 'kl@example.my',
      description: 'Three days of play',
      eventType: 'Closed',
      expectedParticipants: 300,
      categories: [
        { category: 'Open Singles', malaysianEntryFee: 120, internationalEntryFee: 50 },
        { category: 'Mixed', malaysianEntryFee: null, internationalEntryFee: null },
      ],
      scoringFormat: 'rally',
      status: 'approved',
      submissionDate: '2026-01-02T03:04:05.000Z',
    });
  });

  it('fills defaults for a minimal application and passes tournamentSchema', () => {
    const fields = mapPortalApplication(
      portalApplicationSchema.parse({ applicationId: 42, eventStartDate: '2026-06-10' }),
    );
    expect(fields).toMatchObject({
      applicationId: '42',
      name: '',
      city: '',
      organizer: '',
      type: 'local',
      color: 'green',
      startDate: '2026-06-10',
      endDate: '2026-06-10',
      eventType: 'Open',
      categories: [],
      expectedParticipants: null,
      scoringFormat: null,
    });
    const record = { ...fields, _id: 'x', createdAt: 'now', updatedAt: 'now' };
    expect(tournamentSchema.parse(record)).toEqual(record);
  });

  it('turns nulls into empty strings for name, city and organizer', () => {
    const fields = mapPortalApplication(
      portalApplicationSchema.parse({
        applicationId: 'A',
        eventStartDate: '2026-06-10',
        eventTitle: null,
        city: '  ',
        organiserName: null,
        classification: 'State',
      }),
    );
    expect(fields).toMatchObject({
      name: '',
      city: '',
      organizer: '',
      type: 'state',
      color: 'red',
    });
  });

  it('uses the start date when the end is missing, malformed or earlier', () => {
    for (const eventEndDate of [undefined, null, 'soon', '2026-06-01']) {
      const app = portalApplicationSchema.parse({
        applicationId: 'A',
        eventStartDate: '2026-06-10',
        eventEndDate,
      });
      expect(mapPortalApplication(app).endDate).toBe('2026-06-10');
    }
  });

  it('requires applicationId and a real start date', () => {
    const ok = { applicationId: 'A', eventStartDate: '2026-06-10' };
    expect(portalApplicationSchema.safeParse(ok).success).toBe(true);
    expect(portalApplicationSchema.safeParse({ ...ok, applicationId: '' }).success).toBe(false);
    expect(portalApplicationSchema.safeParse({ ...ok, applicationId: '  ' }).success).toBe(false);
    expect(portalApplicationSchema.safeParse({ ...ok, applicationId: null }).success).toBe(false);
    expect(portalApplicationSchema.safeParse({ eventStartDate: '2026-06-10' }).success).toBe(false);
    expect(portalApplicationSchema.safeParse({ applicationId: 'A' }).success).toBe(false);
    expect(portalApplicationSchema.safeParse({ ...ok, eventStartDate: 'TBA' }).success).toBe(false);
    expect(portalApplicationSchema.safeParse({ ...ok, eventStartDate: '2026-02-30' }).success).toBe(
      false,
    );
  });

  it('keeps unknown scoring formats and reads approval', () => {
    const app = portalApplicationSchema.parse({
      applicationId: 'A',
      eventStartDate: '2026-06-10',
      scoringFormat: 'Hybrid',
      status: 'Rejected',
    });
    expect(mapPortalApplication(app).scoringFormat).toBe('Hybrid');
    expect(isApprovedPortalApplication(app)).toBe(false);
    expect(isApprovedPortalApplication({ ...app, status: 'Approved' })).toBe(true);
    expect(isApprovedPortalApplication({ ...app, status: null })).toBe(true);
  });

  it('never throws on arbitrary extra fields and always yields a valid tournament', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.option(fc.string()),
        fc.option(fc.string()),
        (extra, classification, eventTitle) => {
          const app = portalApplicationSchema.parse({
            ...extra,
            applicationId: 'A',
            eventStartDate: '2026-06-10',
            classification,
            eventTitle,
          });
          const record = { ...mapPortalApplication(app), _id: 'x', createdAt: 'n', updatedAt: 'n' };
          expect(tournamentSchema.safeParse(record).success).toBe(true);
        },
      ),
    );
  });
});

describe('portalOrganizationSchema and mapPortalOrganization', () => {
  it('maps an organization to organizer fields without contact details', () => {
    const org = portalOrganizationSchema.parse({
      organizationId: 77,
      organizationName: 'Johor Pickleball Association',
      applicantFullName: 'Tan Ah Kow',
      email: 'tan@example.my',
      phoneNumber: '012-0000000',
      addressLine1: '1 Jalan Satu',
      addressLine2: '',
      city: 'Johor Bahru',
      postcode: 80000,
      state: 'Johor',
      country: 'Malaysia',
      status: 'suspended',
      registeredAt: '2025-12-31T17:00:00Z',
    });
    expect(mapPortalOrganization(org)).toEqual({
      organizationId: '77',
      organizationName: 'Johor Pickleball Association',
      name: 'Johor Pickleball Association',
      state: 'Johor',
      city: 'Johor Bahru',
      address: '1 Jalan Satu, 80000',
      registrationDate: '2026-01-01',
      status: 'Inactive',
    });
  });

  it('requires organizationId and tolerates missing fields', () => {
    expect(portalOrganizationSchema.safeParse({ organizationName: 'X' }).success).toBe(false);
    const org = portalOrganizationSchema.parse({ organizationId: 'ORG-9', status: 'active' });
    expect(mapPortalOrganization(org)).toEqual({
      organizationId: 'ORG-9',
      organizationName: '',
      name: '',
      state: null,
      city: null,
      address: null,
      registrationDate: null,
      status: 'Active',
    });
  });
});
