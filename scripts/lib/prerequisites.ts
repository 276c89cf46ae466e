// What the browser tests need from the machine besides npm packages: Chromium, and CJK fonts so Japanese pages
// render (and measure) as they do for visitors. `npm test` checks before its first step: on a Debian machine
// where it may (root, apt-get at hand) it installs what is missing; anywhere else it stops at once and says
// the one command that does, instead of failing later at the first browser test with a bare launch error.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

// Chromium's headless shell, the browser Playwright itself drives headless by default: the whole browser in
// headless mode ran the same 95 journeys in 5.2 minutes here, the shell in 2.4. Lighthouse measures pages as a
// phone's browser draws them, so it keeps the whole browser (CHROME_PATH, scripts/lighthouse.ts).
const DEFAULT_CHROMIUM = "/usr/bin/chromium-headless-shell";

/** The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's headless shell. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}
const DEBIAN_PACKAGES = { chromium: "chromium-headless-shell", fonts: "fonts-noto-cjk" } as const;

function hasCjkFonts(): boolean {
  const list = spawnSync("fc-list", [":lang=ja"], { encoding: "utf8" });
  return list.status === 0 && /Noto Sans CJK/i.test(list.stdout);
}

/** The Debian packages the browser tests lack on this machine (none when all is in place). */
export function missingPackages(): string[] {
  return [
    ...(fs.existsSync(chromiumPath()) ? [] : [DEBIAN_PACKAGES.chromium]),
    ...(hasCjkFonts() ? [] : [DEBIAN_PACKAGES.fonts]),
  ];
}

function canInstall(): boolean {
  return process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
}

/**
 * True when the browser tests can run: everything was there, or was just installed. A CHROMIUM_PATH that
 * names a missing file is the caller's to fix, so nothing is installed for it.
 */
export function ensureBrowserPrerequisites(): boolean {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const command = `sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`;
  if (process.env.CHROMIUM_PATH && missing.includes(DEBIAN_PACKAGES.chromium)) {
    console.error(
      `\nCHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist. Point it at a Chromium, or unset it ` +
        `and run: ${command}`,
    );
    return false;
  }
  if (!canInstall()) {
    console.error(
      `\nThe browser tests need ${missing.join(" and ")} from Debian. Install them with:\n  ${command}\nthen run npm ` +
        `test again.`,
    );
    return false;
  }
  console.log(`\n▶ installing ${missing.join(", ")} for the browser tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const ok =
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env }).status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env }).status === 0;
  if (!ok) console.error(`\nCould not install ${missing.join(" and ")}. Run: ${command}`);
  return ok && missingPackages().length === 0;
}
