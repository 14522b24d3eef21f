/** Whose account: the signed-in staff member's or player's. */
export type AccountBase = '/api/admin' | '/api/players/me';
