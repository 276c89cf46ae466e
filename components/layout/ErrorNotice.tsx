import type { ReactNode } from "react";

/** The body of the 404 and 500 pages: what happened, in words a visitor understands, and a way on. */
export function ErrorNotice(props: {
  code: string;
  title: string;
  message: ReactNode;
  help: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-bold tracking-wider text-brand-600">{props.code}</p>
      <h1 className="mt-2 text-2xl font-black pc:text-3xl">{props.title}</h1>
      <p className="mt-4 break-all font-semibold">{props.message}</p>
      <p className="mt-3 text-muted">{props.help}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{props.children}</div>
    </section>
  );
}
