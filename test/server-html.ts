import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * A component's server HTML in the document, as a visitor has it before the page's scripts run: a test changes its
 * fields as the browser would, telling no one, then hydrates it (`render(element, { container, hydrate: true })`).
 */
export function serverHtml(element: ReactElement) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(element);
  /** The field whose label starts with `label`. */
  const field = <T extends HTMLElement>(label: string) =>
    document.getElementById(
      [...container.querySelectorAll("label")].find((l) => l.textContent?.trim().startsWith(label))!.htmlFor,
    ) as T;
  return { container, field };
}
