export const nav = {};
