// Keeping keyboard focus inside a modal layer (a dialog, the phone's filter sheet): Tab from the last control
// goes to the first, Shift+Tab from the first to the last.

export const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/** Call from the layer's keydown handler: wraps Tab around the layer's focusable controls. */
export function keepFocusWithin(event: { key: string; shiftKey: boolean; preventDefault(): void }, layer: HTMLElement) {
  if (event.key !== "Tab") return;
  const focusable = [...layer.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return event.preventDefault();
  const [first, last] = [focusable[0], focusable[focusable.length - 1]];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

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
