// The first staff account. There is no default password: ADMIN_EMAIL and ADMIN_PASSWORD create it; on
// the embedded database without them a random password is generated and printed once by the launcher.
import { createPrismaClient } from "@/lib/db/client";
import { generatePassword } from "./password";
import { isGuessablePassword, MIN_PASSWORD_LENGTH } from "./password-rules";
import { upsertStaffAccount } from "./sessions";

export const DEFAULT_ADMIN_EMAIL = "admin@toho-truck.example";

export type FirstAccount =
  { status: "exists" } | { status: "created"; email: string; generatedPassword?: string } | { status: "missing" };

export async function ensureFirstStaffAccount(
  connectionString: string,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  embedded: boolean,
): Promise<FirstAccount> {
  const db = createPrismaClient(connectionString, 2);
  try {
    if ((await db.adminUser.count()) > 0) return { status: "exists" };
    const email = env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
    if (env.ADMIN_PASSWORD) {
      if (env.ADMIN_PASSWORD.length < MIN_PASSWORD_LENGTH || isGuessablePassword(env.ADMIN_PASSWORD))
        throw new Error(
          `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters and not a guesser's first try.`,
        );
      await upsertStaffAccount(db, email, env.ADMIN_PASSWORD);
      return { status: "created", email };
    }
    if (!embedded) return { status: "missing" };
    const generatedPassword = generatePassword();
    await upsertStaffAccount(db, email, generatedPassword);
    return { status: "created", email, generatedPassword };
  } finally {
    await db.$disconnect();
  }
}
