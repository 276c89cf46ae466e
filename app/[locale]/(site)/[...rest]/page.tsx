import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/seo/not-found";

export const generateMetadata = notFoundMetadata;

// Any path no other route matches answers 404 inside the site's layout, in the visitor's language.
export default function CatchAll(): never {
  notFound();
}
