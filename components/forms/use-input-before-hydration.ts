"use client";

import { useLayoutEffect } from "react";

type Field = HTMLInputElement | HTMLSelectElement;

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  // A radio group's change shows in the one now checked; the one left is no answer of its own.
  if (field.type === "radio") return field.checked && !field.defaultChecked;
  if (field.type === "checkbox") return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Takes into a calculator's state what the visitor entered before the page's scripts ran. The browser keeps such a
 * value in the field, but React starts from the server's state and hears of no change made before hydration, so
 * the figures beside the field would answer another question than the one on screen until the visitor typed
 * again. `adopt` names each field by its id; read once, as the component mounts, before the scripted page paints.
 */
export function useInputBeforeHydration(adopt: Record<string, (field: Field) => void>) {
  useLayoutEffect(() => {
    for (const [id, take] of Object.entries(adopt)) {
      const field = document.getElementById(id);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && changedByVisitor(field))
        take(field);
    }
    // Once, on mount: every later change reaches the field's own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
