// Photos chosen on a new vehicle's form, held in the browser until its first save gives them a vehicle to belong
// to: the save claims them for the vehicle it registered, and that vehicle's editor, opened next by the same
// page's navigation, takes and uploads them. A form left unsaved drops what it held.

let held: { files: File[]; vehicleId: number | null } | null = null;

/** What the new vehicle's photo control has chosen (nothing chosen holds nothing). */
export function holdPhotos(files: File[]): void {
  held = files.length > 0 ? { files, vehicleId: null } : null;
}

/** The first save succeeded: the photos held belong to the vehicle it registered. */
export function claimHeldPhotos(vehicleId: number): void {
  if (held && held.vehicleId === null) held.vehicleId = vehicleId;
}

/** The new vehicle's form is gone without a save: what it held goes with it. */
export function dropUnclaimedPhotos(): void {
  if (held?.vehicleId === null) held = null;
}

/** The photos held for this vehicle, once: a second call (or another vehicle's editor) gets none. */
export function takeHeldPhotos(vehicleId: number): File[] {
  if (!held || held.vehicleId !== vehicleId) return [];
  const { files } = held;
  held = null;
  return files;
}
