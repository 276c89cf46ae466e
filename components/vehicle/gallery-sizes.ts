/**
 * How wide the vehicle page's photo is drawn, for the browser to pick a stored size (lib/vehicles/detail's srcSet):
 * the whole width on a phone, three fifths of the page's 72rem column beside the specs on a computer
 * (VehiclePage's grid). The gallery and the first photo's preload say the same, or the browser fetches it twice.
 */
export const GALLERY_SIZES = "(min-width: 72rem) 41rem, (min-width: 53.75rem) 60vw, 100vw";
