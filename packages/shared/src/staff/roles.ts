/**
 * Staff roles (docs/security.md). A staff member may hold several; a super admin may do
 * everything any role may do, and alone manages staff, settings and the audit log.
 */
export const STAFF_ROLES = [
  'super_admin',
  'content_editor',
  'moderator',
  'membership_officer',
  'tournament_officer',
  'treasurer',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles whose holders must sign in with a second factor (a setting extends it to all staff). */
export const TWO_FACTOR_ROLES: readonly StaffRole[] = [
  'super_admin',
  'membership_officer',
  'treasurer',
];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  super_admin: 'Super admin',
  content_editor: 'Content editor',
  moderator: 'Moderator',
  membership_officer: 'Membership officer',
  tournament_officer: 'Tournament officer',
  treasurer: 'Treasurer',
};
export const STAFF_ROLE_LABELS_MS: Record<StaffRole, string> = {
  super_admin: 'Pentadbir utama',
  content_editor: 'Editor kandungan',
  moderator: 'Moderator',
  membership_officer: 'Pegawai keahlian',
  tournament_officer: 'Pegawai kejohanan',
  treasurer: 'Bendahari',
};

/** True when someone holding `held` may act where one of `needed` is required. */
export function hasAnyRole(held: readonly StaffRole[], needed: readonly StaffRole[]): boolean {
  return held.includes('super_admin') || needed.some((role) => held.includes(role));
}

/** Whether these roles (with the all-staff setting) oblige their holder to use two-factor. */
export function requiresTwoFactor(roles: readonly StaffRole[], allStaff: boolean): boolean {
  return allStaff || roles.some((role) => TWO_FACTOR_ROLES.includes(role));
}
