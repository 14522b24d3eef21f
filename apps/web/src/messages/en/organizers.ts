export const organizers = {};
