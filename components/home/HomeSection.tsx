import type { ComponentProps, ReactNode } from "react";
import { TextLink } from "@/components/ui/TextLink";

/** A section of the home page: its heading, a link to the whole list where there is one, and what it shows. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: ComponentProps<typeof TextLink>["href"]; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-xl font-black pc:text-2xl">
          {title}
        </h2>
        {more && (
          <TextLink href={more.href} standalone>
            {more.label}
          </TextLink>
        )}
      </div>
      {children}
    </section>
  );
}
