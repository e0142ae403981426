/**
 * The drawn map of /offices: the land of the frame below, drawn once from Natural Earth's public-domain
 * 1:50m outlines (npm `world-atlas`) by scripts/art/offices-map.ts into a file of the site, so the page
 * asks nothing of another host. The offices' pins are not in the file: the page places them from each
 * office's `geo` (content/site.ts) with `mapPoint`, so an office added to content appears on the map
 * without redrawing it. Equirectangular, its width shrunk by the cosine of the middle latitude so that
 * shapes keep their look at these latitudes. A map never mirrors in Arabic.
 */
export const MAP_FRAME = { west: -100, east: 65, south: 12, north: 58 } as const;
const MIDDLE = (MAP_FRAME.south + MAP_FRAME.north) / 2;
export const MAP_WIDTH = 1200;
export const MAP_HEIGHT = Math.round(
  (MAP_WIDTH * (MAP_FRAME.north - MAP_FRAME.south)) / ((MAP_FRAME.east - MAP_FRAME.west) * Math.cos((MIDDLE * Math.PI) / 180)),
);

export const OFFICES_MAP = { src: '/images/offices/map.svg', width: MAP_WIDTH, height: MAP_HEIGHT } as const;

/** Where a place falls on the map, as fractions of its width and height from the top left (outside the frame: below 0 or above 1). */
export function mapPoint(geo: { readonly lat: number; readonly lng: number }): { readonly x: number; readonly y: number } {
  return {
    x: (geo.lng - MAP_FRAME.west) / (MAP_FRAME.east - MAP_FRAME.west),
    y: (MAP_FRAME.north - geo.lat) / (MAP_FRAME.north - MAP_FRAME.south),
  };
}

/** Whether a place is inside the map's frame. */
export const onMap = (geo: { readonly lat: number; readonly lng: number }) => {
  const { x, y } = mapPoint(geo);
  return x >= 0 && x <= 1 && y >= 0 && y <= 1;
};
