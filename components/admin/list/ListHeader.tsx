import { ButtonLink } from "@/components/ui/ButtonLink";

/** A staff list's heading, with its New action when it has one. */
export function ListHeader({ title, create }: { title: string; create?: { href: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-black">{title}</h1>
      {create && (
        <ButtonLink href={create.href} variant="accent">
          {create.label}
        </ButtonLink>
      )}
    </div>
  );
}
