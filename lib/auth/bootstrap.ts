// The first staff account. There is no default password: ADMIN_EMAIL and ADMIN_PASSWORD create it; on
// the embedded database without them a random password is generated and printed once by the launcher. ADMIN_NAME
// is its display name, 管理者 until its holder sets their own on the account page.
import { createPrismaClient } from "@/lib/db/client";
import { displayNameSchema } from "@/lib/admin/account-schemas";
import { generatePassword } from "./password";
import { isGuessablePassword, MIN_PASSWORD_LENGTH } from "./password-rules";
import { DISPLAY_NAME_MAX_LENGTH } from "./display-name";
import { upsertStaffAccount } from "./sessions";

export const DEFAULT_ADMIN_EMAIL = "admin@toho-truck.example";
/** What the first account is called until its holder names themselves: what a Japanese office calls that role. */
export const DEFAULT_ADMIN_NAME = "管理者";

export type FirstAccount =
  { status: "exists" } | { status: "created"; email: string; generatedPassword?: string } | { status: "missing" };

export async function ensureFirstStaffAccount(
  connectionString: string,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; ADMIN_NAME?: string },
  embedded: boolean,
): Promise<FirstAccount> {
  const db = createPrismaClient(connectionString, 2);
  try {
    if ((await db.adminUser.count()) > 0) return { status: "exists" };
    const email = env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
    const named = displayNameSchema.safeParse({ name: env.ADMIN_NAME?.trim() || DEFAULT_ADMIN_NAME });
    if (!named.success)
      throw new Error(`ADMIN_NAME must be one line of at most ${DISPLAY_NAME_MAX_LENGTH} characters.`);
    const { name } = named.data;
    if (env.ADMIN_PASSWORD) {
      if (env.ADMIN_PASSWORD.length < MIN_PASSWORD_LENGTH || isGuessablePassword(env.ADMIN_PASSWORD))
        throw new Error(
          `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters and not a guesser's first try.`,
        );
      await upsertStaffAccount(db, email, env.ADMIN_PASSWORD, name);
      return { status: "created", email };
    }
    if (!embedded) return { status: "missing" };
    const generatedPassword = generatePassword();
    await upsertStaffAccount(db, email, generatedPassword, name);
    return { status: "created", email, generatedPassword };
  } finally {
    await db.$disconnect();
  }
}
