// The superuser abilities: managing users and roles, and the operator console. For each of them some
// active account must keep it, or nobody can repair access (docs/decisions.md, "Accounts").
export const SUPERUSER_ABILITIES = ['AdminUserManagement', 'AdminOperatorConsole'] as const;
export type SuperuserAbility = (typeof SUPERUSER_ABILITIES)[number];

export const NO_ADMINISTRATOR_LEFT = 'This would leave no active administrator';

export const noneLeftWith = (ability: SuperuserAbility) => `${NO_ADMINISTRATOR_LEFT}: no active account would keep ${ability}.`;
