// How a staff member is named wherever someone reads who did something: the assignee of a request, the author of a
// reply or note, the actor in the history, the issuer of a deal document, the signature of a customer mail. Every
// account has a display name, which its holder edits on the account page and an owner on the staff page; the email
// stands in only for an account made before names were asked for, until someone gives it one. This module holds
// nothing a browser cannot run: the staff forms check the name with the same limit.

/** The longest display name: a family and given name with a department or title in front fits. */
export const DISPLAY_NAME_MAX_LENGTH = 40;

/** The name staff and customers read for an account: its display name, or its email while it has none. */
export function displayNameOf(account: { name: string; email: string }): string {
  return account.name.trim() || account.email;
}
