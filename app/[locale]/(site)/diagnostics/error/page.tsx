import { cache } from "react";
import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { withErrorPages } from "@/components/layout/withErrorPages";

// A page that fails on purpose, so end-to-end tests can see the 500 page and its server log. It fails the way
// a real page does when what it reads cannot be read: once, for its metadata and its body alike. It exists
// only where ENABLE_ERROR_PROBE=1; everywhere else it is an ordinary 404.
const read = cache(async (): Promise<never> => {
  if (serverEnv().ENABLE_ERROR_PROBE !== "1") notFound();
  throw new Error("Error probe: this page fails on purpose (ENABLE_ERROR_PROBE=1).");
});

export const generateMetadata = withErrorMetadata(() => read());

export default withErrorPages(() => read());
