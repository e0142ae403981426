/**
 * The columns of a grid of cards for their number, so that no row is left with one card under a full
 * one and no grid of two leaves a third of its width empty (issue 35): three across for 3, 6, 9… (from
 * 768 px), two across for 2 and for any other even number (four across for 4, 8… where `fourAcross`),
 * and for an odd number that is not a multiple of three, two across with the last card taking the whole
 * last row. One card keeps a readable measure. A phone shows one card per row (or the list's own rail).
 * Tailwind reads the class names here as written, so they are whole words.
 */
export function cardGrid(count: number, { fourAcross = false }: { readonly fourAcross?: boolean } = {}): { readonly list: string; readonly item: string } {
  if (count <= 1) return { list: 'max-w-3xl', item: '' };
  if (count % 3 === 0) return { list: 'md:grid-cols-3', item: '' };
  if (fourAcross && count % 4 === 0) return { list: 'sm:grid-cols-2 lg:grid-cols-4', item: '' };
  if (count % 2 === 0) return { list: 'sm:grid-cols-2', item: '' };
  return { list: 'sm:grid-cols-2', item: 'sm:last:odd:col-span-2' };
}
