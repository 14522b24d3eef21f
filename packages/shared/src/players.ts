// Players: the record, its inputs and their rules, by concept (each file under players/).
export * from './players/constants';
export * from './players/age-filters';
export * from './players/skill-level';
export { duprIdSchema, duprRatingSchema } from './players/fields';
export * from './players/registration';
export * from './players/guardian';
export * from './players/edits';
export * from './players/records';
export * from './players/list-query';
