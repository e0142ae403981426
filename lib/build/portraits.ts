/**
 * Portraits are files, nothing more: public/images/team/<id>.jpg (or .jpeg, .png, .webp) is the portrait of
 * the person of that id in content/team.ts, and shows on every page they appear on. The pages read the
 * folder when they are built (and, under `npm run dev`, at each request, so a dropped file shows at the next
 * reload); the content check names a file that is nobody's and reads each portrait like any other picture
 * (lib/build/pictures.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ContentIssue } from '@/lib/content/schema';
import { closest } from '@/lib/content/nearest';

/** Where portraits live, under public/. */
export const PORTRAIT_DIR = '/images/team';
export const PORTRAIT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

export interface PortraitFile {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

const defaultPublicDir = () => join(process.cwd(), 'public');

/** The files of the portraits' folder, by the id they name ("rami-haddad" → "/images/team/rami-haddad.jpg"). */
export function portraitSources(publicDir: string = defaultPublicDir()): Map<string, string> {
  const folder = join(publicDir, PORTRAIT_DIR);
  const found = new Map<string, string>();
  if (!existsSync(folder)) return found;
  for (const file of readdirSync(folder).sort()) {
    const match = /^(.+)\.([a-z]+)$/i.exec(file);
    if (!match || !(PORTRAIT_EXTENSIONS as readonly string[]).includes(match[2]!.toLowerCase())) continue;
    if (!found.has(match[1]!)) found.set(match[1]!, `${PORTRAIT_DIR}/${file}`);
  }
  return found;
}

/** Each person's portrait with its size as the file has it (turned upright), by id; people without one are absent. */
export async function portraits(ids: readonly string[], publicDir: string = defaultPublicDir()): Promise<Map<string, PortraitFile>> {
  const sources = portraitSources(publicDir);
  const entries = await Promise.all(
    ids.map(async (id): Promise<[string, PortraitFile] | undefined> => {
      const src = sources.get(id);
      if (!src) return undefined;
      try {
        const { autoOrient } = await sharp(join(publicDir, src)).metadata();
        return [id, { src, width: autoOrient.width, height: autoOrient.height }];
      } catch {
        return undefined; // not a picture: the content check says so
      }
    }),
  );
  return new Map(entries.filter((entry) => entry !== undefined));
}

/** Files in the portraits' folder that are nobody's portrait: a misspelt id, or a person who left. */
export function strayPortraits(ids: readonly string[], publicDir: string): ContentIssue[] {
  const folder = join(publicDir, PORTRAIT_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => !file.startsWith('.'))
    .flatMap((file): ContentIssue[] => {
      const match = /^(.+)\.([a-z]+)$/i.exec(file);
      const extension = match?.[2]?.toLowerCase();
      const place = { file: `public${PORTRAIT_DIR}/${file}`, item: '(file)', field: '(file name)' };
      if (!match || !(PORTRAIT_EXTENSIONS as readonly string[]).includes(extension ?? ''))
        return [{ ...place, message: `is not a portrait the site shows: save it as .jpg, .png or .webp, named after the person's id in content/team.ts` }];
      if (ids.includes(match[1]!)) return [];
      const suggestion = closest(match[1]!, ids);
      return [
        {
          ...place,
          message: `is the portrait of nobody in content/team.ts: name it after a person's id${suggestion ? ` (did you mean "${suggestion}.${extension}"?)` : ` (the ids: ${ids.join(', ')})`}`,
        },
      ];
    });
}
