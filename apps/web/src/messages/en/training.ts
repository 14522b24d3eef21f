export const training = {};
