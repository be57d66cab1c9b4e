/**
 * The body of a product created in several sizes at once (`POST /services/sizes`): the product without its one
 * `size`, plus the picked sizes in the order they were picked. Without sizes the body goes to `POST /services`
 * as it is.
 */
export const withSizes = (values: Record<string, unknown>, sizes: readonly number[]): Record<string, unknown> => {
  if (sizes.length === 0) return values;
  const { size: _size, ...product } = values;
  return { ...product, sizes: [...sizes] };
};

/** Adds a size once; a size picked again changes nothing. */
export const addSize = (sizes: readonly number[], size: number): number[] => (sizes.includes(size) ? [...sizes] : [...sizes, size]);
