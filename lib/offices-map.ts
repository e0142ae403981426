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

/** How near (in map pixels) another pin must be for a label to move aside rather than sit under its pin. */
const CROWDED = { dx: 160, dy: 60 } as const;

export interface MapPin {
  readonly id: string;
  readonly city: string;
  readonly headquarters: boolean;
  readonly x: number;
  readonly y: number;
  /** Where its name goes: under the pin, or beside it, away from a pin too near to share the space. */
  readonly label: { readonly x: number; readonly y: number; readonly anchor: 'start' | 'middle' | 'end' };
}

/** The pins of the places inside the frame, in map pixels, each name placed so that no two overlap where pins crowd. */
export function pinsOf<
  P extends { readonly id: string; readonly city: string; readonly headquarters: boolean; readonly geo: { readonly lat: number; readonly lng: number } },
>(places: readonly P[]): MapPin[] {
  const points = places
    .filter((place) => onMap(place.geo))
    .map((place) => {
      const { x, y } = mapPoint(place.geo);
      return { place, x: Math.round(x * MAP_WIDTH), y: Math.round(y * MAP_HEIGHT) };
    });
  return points.map(({ place, x, y }) => {
    const near = points.find((other) => other.place !== place && Math.abs(other.x - x) < CROWDED.dx && Math.abs(other.y - y) < CROWDED.dy);
    const label = !near
      ? { x, y: y + 34, anchor: 'middle' as const }
      : near.x > x
        ? { x: x - 16, y: y + 7, anchor: 'end' as const }
        : { x: x + 16, y: y + 7, anchor: 'start' as const };
    return { id: place.id, city: place.city, headquarters: place.headquarters, x, y, label };
  });
}
