export const adminTournaments = {};
