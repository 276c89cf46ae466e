// What a field's blur reveals (its message) waits until the press that moved the focus is over. Shown at once, a
// message grows the form between the press and the click it becomes: the radio buttons below the field left move
// from under the finger, and the tap selects nothing, or the wrong choice. A mouse held down is waited for until it
// is released; a tap (whose focus moves after the finger lifts, with the click in the same turn) and the keyboard
// wait one turn of the event loop, which the click is over by.

let pressed = false;
const waiting: (() => void)[] = [];

function watchPresses() {
  const release = () => {
    pressed = false;
    for (const run of waiting.splice(0)) setTimeout(run, 0);
  };
  window.addEventListener("pointerdown", () => (pressed = true), true);
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
}

// From the page's start, in the browser: the press that takes the focus away comes before the blur it causes.
if (typeof window !== "undefined") watchPresses();

/** Runs `reveal` once the press under way (if any) has become its click. */
export function afterPress(reveal: () => void): void {
  if (pressed) waiting.push(reveal);
  else setTimeout(reveal, 0);
}
