import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";

// A page that fails on purpose, so end-to-end tests can see the 500 page and its server log.
// It exists only where ENABLE_ERROR_PROBE=1; everywhere else it is an ordinary 404.
export default function ErrorProbe(): never {
  if (serverEnv().ENABLE_ERROR_PROBE !== "1") notFound();
  throw new Error("Error probe: this page fails on purpose (ENABLE_ERROR_PROBE=1).");
}
