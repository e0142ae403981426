/**
 * The short clips in media/: every frame is the poster's illustration slowly zooming, with the mark, a
 * caption taken from the file name and a progress bar, rendered with sharp and piped as raw RGB to ffmpeg
 * (H.264, bit-exact flags so that reruns give the same file). The generator skips the videos, keeping the
 * files, when ffmpeg is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { composeFor } from './photos';
import { LIGHT, Scene } from './scene';
import { C, FONT, VIDEO_FPS, VIDEO_SCALE, VIDEO_SECONDS } from './settings';
import { cedarMark, escapeXml, n, slugOf, svgDocument, textWidthEm } from './svg-helpers';

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** One frame at time t (0..1): the poster's illustration, slowly zooming, with the mark, a caption and a progress bar. */
function videoFrameSvg(posterKey: string, w: number, h: number, t: number, caption: string): string {
  const compose = composeFor(posterKey);
  if (!compose) throw new Error(`No composition for the poster "${posterKey}"`);
  const scene = new Scene(w, h, LIGHT);
  compose(scene);
  const s = Math.min(w, h);
  const zoom = 1 + 0.06 * t;
  const pad = s * 0.06;
  const fontSize = s * 0.07;
  const pillW = textWidthEm(caption, true) * fontSize + fontSize * 2.4;
  const pillH = fontSize * 2;
  const pillY = h - pad - pillH;
  const captionLayer = [
    `<rect x="${n(pad * 0.6)}" y="${n(pad * 0.6)}" width="${n(s * 0.16)}" height="${n(s * 0.16)}" rx="${n(s * 0.035)}" fill="${C.navy}"/>`,
    cedarMark(pad * 0.6 + s * 0.025, pad * 0.6 + s * 0.018, s / 440, C.white, C.coral),
    `<rect x="${n(pad)}" y="${n(pillY)}" width="${n(pillW)}" height="${n(pillH)}" rx="${n(pillH / 2)}" fill="${C.deep}" fill-opacity="0.85"/>`,
    `<circle cx="${n(pad + fontSize)}" cy="${n(pillY + pillH / 2)}" r="${n(fontSize * 0.28)}" fill="${C.coral}"/>`,
    `<text x="${n(pad + fontSize * 1.7)}" y="${n(pillY + pillH / 2 + fontSize * 0.36)}" font-family="${FONT}" font-size="${n(fontSize)}" font-weight="700" fill="${C.white}">${escapeXml(caption)}</text>`,
    `<rect x="0" y="${n(h - s * 0.012)}" width="${n(w * t)}" height="${n(s * 0.012)}" fill="${C.coral}"/>`,
  ];
  const art = `<g transform="translate(${n(w / 2)} ${n(h / 2)}) scale(${zoom.toFixed(5)}) translate(${n(-w / 2)} ${n(-h / 2)})">${scene.body()}</g>`;
  return svgDocument(w, h, `${art}\n${captionLayer.join('\n')}`);
}

/** "business-check-up" -> "Business check-up". */
function captionFor(src: string): string {
  const slug = slugOf(src);
  const words = slug.split('-');
  const head = words.slice(0, -1).join(' ');
  const tail = words.at(-1) ?? '';
  const text = words.length > 2 ? `${head}-${tail}` : words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export async function makeVideo(poster: string, file: string, width: number, height: number): Promise<void> {
  // even dimensions for yuv420p
  const w = Math.round((width * VIDEO_SCALE) / 2) * 2;
  const h = Math.round((height * VIDEO_SCALE) / 2) * 2;
  const frames = VIDEO_FPS * VIDEO_SECONDS;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${w}x${h}`,
      '-r',
      String(VIDEO_FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-threads',
      '1',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`))));
  });
  const caption = captionFor(file);
  for (let i = 0; i < frames; i++) {
    const svg = videoFrameSvg(poster, w, h, i / frames, caption);
    const frame = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
}
