export const adminContent = {};
