import { notFound } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { notFoundMetadata } from "@/lib/seo/not-found";

export async function generateMetadata({ params }: PageProps<"/[locale]/[...rest]">) {
  return notFoundMetadata((await params).locale as Locale);
}

// Any path no other route matches answers 404 inside the site's layout, in the visitor's language.
export default function CatchAll(): never {
  notFound();
}
