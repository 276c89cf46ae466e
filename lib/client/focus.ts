// Moving keyboard focus: the controls a layer can focus (the first takes it when a dialog opens), and the first
// invalid control of a refused form.

export const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/**
 * After a form is refused: focus its first control that has a message, in the order the visitor reads them, so
 * the first thing to fix is on screen (not the last control checked). Hidden and disabled controls are skipped.
 * Says whether one was found.
 */
export function focusFirstInvalid(form: HTMLFormElement, isInvalid: (name: string) => boolean): boolean {
  const first = [...form.elements].find(
    (control): control is HTMLElement & { name: string } =>
      "name" in control &&
      typeof control.name === "string" &&
      isInvalid(control.name) &&
      (control as HTMLInputElement).type !== "hidden" &&
      !(control as HTMLInputElement).disabled,
  );
  first?.focus();
  return Boolean(first);
}
