// Where the course calls are declared, for the route table's sources (their abilities: core/courses/abilities.ts).
export const SOURCE = 'server/courses';
