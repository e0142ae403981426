/**
 * Draws the land of /offices's map (lib/offices-map.ts) from Natural Earth's 1:50m land outline (npm
 * `world-atlas`, public domain) into public/images/offices/map.svg: one path, rounded to a tenth of a
 * pixel, clipped to the frame. `npm run art` runs it; so does `tsx scripts/art/offices-map.ts` alone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import { MAP_HEIGHT, MAP_WIDTH, mapPoint, OFFICES_MAP } from '../../lib/offices-map';
import { ROOT } from './settings';

/** The smallest step between two points of an outline, in pixels of the 1200 px wide map. */
const MIN_STEP = 2.5;

type Ring = readonly (readonly [number, number])[];

function ringsOf(geometry: { type: string; coordinates: unknown }): Ring[] {
  if (geometry.type === 'Polygon') return geometry.coordinates as Ring[];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Ring[][]).flat();
  return [];
}

export function drawOfficesMap(): string {
  const topology = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/world-atlas/land-50m.json'), 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land as GeometryCollection);
  const d: string[] = [];
  for (const item of land.features) {
    for (const ring of ringsOf(item.geometry as { type: string; coordinates: unknown })) {
      const points = ring.map(([lng, lat]) => mapPoint({ lat, lng }));
      // Rings wholly outside the frame (with a margin) are left out; the SVG's own box clips the rest.
      if (points.every((p) => p.x < -0.05 || p.x > 1.05 || p.y < -0.05 || p.y > 1.05)) continue;
      // A point closer than MIN_STEP px to the last one kept adds bytes, not shape.
      let last: { x: number; y: number } | undefined;
      const steps: string[] = [];
      for (const p of points) {
        const x = p.x * MAP_WIDTH;
        const y = p.y * MAP_HEIGHT;
        if (last && Math.hypot(x - last.x, y - last.y) < MIN_STEP) continue;
        steps.push(`${Math.round(x)} ${Math.round(y)}`);
        last = { x, y };
      }
      if (steps.length > 2) d.push(`M${steps.join('L')}Z`);
    }
  }
  const grid: string[] = [];
  for (let lng = -90; lng <= 60; lng += 30) grid.push(`M${(mapPoint({ lat: 0, lng }).x * MAP_WIDTH).toFixed(1)} 0V${MAP_HEIGHT}`);
  for (let lat = 15; lat <= 55; lat += 15) grid.push(`M0 ${(mapPoint({ lat, lng: 0 }).y * MAP_HEIGHT).toFixed(1)}H${MAP_WIDTH}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#eef4f9"/>`,
    `<path d="${grid.join('')}" stroke="#d6e3ee" stroke-width="1" fill="none"/>`,
    `<path d="${d.join('')}" fill="#c9d8e6" stroke="#b3c6d8" stroke-width="0.8" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('');
}

export function writeOfficesMap(): string {
  const file = path.join(ROOT, 'public', OFFICES_MAP.src);
  writeFileSync(file, drawOfficesMap());
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`Wrote ${writeOfficesMap()}`);
