import { connection } from "next/server";

// Rendered for each request, as the site's pages are (their nonce is made per request).
export default async function Page() {
  await connection();
  return <p>A paragraph and nothing else: what Next.js and React cost for any page rendered on request.</p>;
}
