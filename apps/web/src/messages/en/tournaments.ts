export const tournaments = {};
