import { describe, expect, it } from 'vitest';

import { admin as en } from '@/messages/en/admin';
import { admin as ms } from '@/messages/ms/admin';
import { AUDIT_ACTIONS, type AuditEntry } from '@app/shared/security';

import { auditSentence } from './audit-sentence';

const payment: AuditEntry = {
  _id: '17',
  at: '2026-11-25T06:31:00.000Z',
  actorKind: 'staff',
  actorId: 'a-1',
  actorName: 'siti.officer',
  actorDisplayName: 'Siti',
  actorRoles: ['membership_officer'],
  action: 'members.membership.payments',
  targetType: 'players',
  targetId: 'p-1',
  targetLabel: 'Nurul Aisyah',
  ip: '203.0.113.7',
  changes: { receiptNumber: { before: null, after: 'MPA-2026-000017' } },
  detail: null,
};

describe('audit entries as sentences', () => {
  it('names the actor with their role, the record and the receipt, in both languages', () => {
    expect(auditSentence(payment, en.audit)).toBe(
      'Siti (membership officer) recorded payment MPA-2026-000017 for Nurul Aisyah',
    );
    expect(auditSentence(payment, ms.audit)).toBe(
      'Siti (pegawai keahlian) merekodkan bayaran MPA-2026-000017 bagi Nurul Aisyah',
    );
  });

  it('says a super admin once, and tells an invitation from its withdrawal', () => {
    const invite = {
      ...payment,
      actorDisplayName: 'Aminah',
      actorRoles: ['super_admin', 'moderator'],
      action: 'staff.invitations',
      targetType: 'staff-invitation',
      targetLabel: 'Lee Wei Ming',
      changes: null,
    };
    expect(auditSentence(invite, en.audit)).toBe(
      'Aminah (super admin) invited Lee Wei Ming to join the staff',
    );
    expect(auditSentence({ ...invite, action: 'staff.invitations.delete' }, en.audit)).toBe(
      'Aminah (super admin) withdrew the invitation to Lee Wei Ming',
    );
  });

  it('falls back to the username, the system, and the code of an action it does not know', () => {
    expect(
      auditSentence(
        { ...payment, actorDisplayName: null, action: 'news.create', targetLabel: 'Finals' },
        en.audit,
      ),
    ).toBe('siti.officer (membership officer) published the news item “Finals”');
    expect(
      auditSentence(
        {
          ...payment,
          actorKind: 'system',
          actorId: null,
          actorName: null,
          actorDisplayName: null,
          actorRoles: [],
          action: 'audit.prune',
        },
        ms.audit,
      ),
    ).toBe('Sistem membuang entri log audit yang lama');
    expect(auditSentence({ ...payment, targetLabel: null }, en.audit)).toBe(
      'Siti (membership officer) recorded payment MPA-2026-000017 for someone no longer on record',
    );
    expect(auditSentence({ ...payment, action: 'something.new' }, en.audit)).toBe(
      'Siti (membership officer): something.new Nurul Aisyah',
    );
  });

  it('has a sentence for every recorded action in both languages, each naming the actor', () => {
    for (const action of AUDIT_ACTIONS) {
      for (const texts of [en.audit, ms.audit]) {
        const sentence = auditSentence({ ...payment, action }, texts);
        expect(sentence).not.toContain(action);
        if (!action.startsWith('security.')) expect(sentence).toContain('Siti');
      }
    }
  });
});
