// jsdom has <dialog> but not its modal methods: as much of them as the app's dialogs use (open, close, and
// Escape asking the top one to cancel, then closing it). Focus kept inside and the page made inert are the
// browser's, proved by the e2e journeys.
const proto = HTMLDialogElement.prototype;
if (!proto.showModal) {
  proto.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const top = [...document.querySelectorAll("dialog[open]")].at(-1) as HTMLDialogElement | undefined;
    if (top?.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
