// What a staff password must be, checked where it is chosen (the setup link, the account page, the bootstrap
// account) and in the browser before it is sent: this module reads nothing a browser lacks.

export const MIN_PASSWORD_LENGTH = 12;
/** The longest password we take (OWASP: at least 64); longer is pasted by mistake, not chosen. */
export const MAX_PASSWORD_LENGTH = 64;

// Passwords of twelve characters or more that lead the published breach lists, compared without case or spaces.
// Length alone lets them through; anyone guessing tries them first.
const BREACHED_FAVOURITES = new Set([
  "password1234",
  "password12345",
  "password123456",
  "passw0rd1234",
  "p@ssw0rd1234",
  "password123!",
  "passwordpassword",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwertyuiopas",
  "qwerty123456",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "asdfghjkl123",
  "iloveyou1234",
  "abc123abc123",
  "administrator",
  "admin1234567",
  "letmein12345",
  "welcome12345",
  "changeme1234",
]);
const SEQUENCES = ["0123456789012345678901234567890", "abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm"];

/**
 * Whether a password is one a guesser tries first, whatever its length: a breach-list favourite, one character
 * or one short group repeated ("aaaaaaaaaaaa", "123123123123"), or a run of the digits, the alphabet or the
 * keyboard's rows, either way.
 */
export function isGuessablePassword(password: string): boolean {
  const plain = password.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
  if (BREACHED_FAVOURITES.has(plain)) return true;
  if (/^(.{1,4})\1+$/u.test(plain)) return true;
  const reversed = [...plain].reverse().join("");
  return SEQUENCES.some((sequence) => sequence.includes(plain) || sequence.includes(reversed));
}
