/** Images a shop may upload (spec §5 "Logo uploads accept jpeg or png"): the same limits on both sides. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** File names the browser offers and the server accepts; the server also reads the content. */
export const IMAGE_EXTENSION = /\.(jpe?g|png)$/i;
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png";
