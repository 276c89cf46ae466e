// `npm run admin -- add <email> <name>` creates a staff account with its display name; `npm run admin -- reset
// <email>` gives it a new password and ends its sessions. The password comes from ADMIN_PASSWORD, or is generated and
// printed.
import { z } from "@/lib/zod";
import { createPrismaClient } from "../lib/db/client";
import { generatePassword } from "../lib/auth/password";
import { isGuessablePassword, MIN_PASSWORD_LENGTH } from "../lib/auth/password-rules";
import { DISPLAY_NAME_MAX_LENGTH } from "../lib/auth/display-name";
import { upsertStaffAccount } from "../lib/auth/sessions";
import { displayNameSchema } from "../lib/admin/account-schemas";
import { openDatabase } from "./lib/database";

async function main() {
  const [command, email, ...words] = process.argv.slice(2);
  // The name as the account page would take it: a reset keeps the account's own.
  const named = displayNameSchema.safeParse({ name: words.join(" ") });
  if (
    !["add", "reset"].includes(command ?? "") ||
    !z.email().safeParse(email).success ||
    (command === "add" && !named.success)
  ) {
    throw new Error(
      "Usage: npm run admin -- add <email> <name> | reset <email> " +
        `(the name on one line, up to ${DISPLAY_NAME_MAX_LENGTH} characters)`,
    );
  }
  const password = process.env.ADMIN_PASSWORD || generatePassword();
  if (password.length < MIN_PASSWORD_LENGTH || isGuessablePassword(password))
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters and not a guesser's first try.`);
  const database = await openDatabase();
  const db = createPrismaClient(database.url, 2);
  try {
    const exists = (await db.adminUser.count({ where: { email: email.toLowerCase() } })) > 0;
    if (command === "reset" && !exists) throw new Error(`No staff account ${email}.`);
    await upsertStaffAccount(db, email, password, named.data?.name);
    console.log(
      `${command === "add" && !exists ? "Created" : "Reset"} ` +
        `${email.toLowerCase()}${process.env.ADMIN_PASSWORD ? "" : ` with the password ${password}`}; its earlier ` +
        `sessions are ended.`,
    );
  } finally {
    await db.$disconnect();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
