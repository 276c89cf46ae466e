import { expect } from "vitest";
import { Busy } from "@/lib/auth/gate";
import { PASSWORD_WORK, passwordGate } from "@/lib/auth/password";

/**
 * Takes every slot and place in the password gate until the answer is called: any hash meanwhile is refused as
 * busy. The integration suites use it to show what a flood of password checks does to each way in.
 */
export async function fillPasswordGate(): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const runs = Array.from({ length: PASSWORD_WORK.concurrency + PASSWORD_WORK.queue }, () =>
    passwordGate.run(() => held),
  );
  await expect(passwordGate.run(async () => {})).rejects.toBeInstanceOf(Busy);
  return async () => {
    release();
    await Promise.all(runs);
  };
}
