/**
 * Generates the demo images under apps/platform-api/assets, served by the API at /media/<path>
 * (demo video and audio are generated at start-up: demo-video.ts). Nothing is fetched: a tiny PNG encoder (node:zlib, truecolor, CRC32) paints
 * gradient scenes. The output is committed; run again after changing the list:
 *   npx tsx apps/platform-api/src/seed/generate-demo-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

const ASSETS_DIR = join(__dirname, '..', '..', 'assets');

// ------------------------------------------------------------------ PNG encoding

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Encodes RGB pixels; each row gets the filter with the smallest absolute residual sum. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const out = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  const best = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const prev = (y - 1) * stride;
    let bestScore = Infinity;
    let bestFilter = 0;
    for (let f = 0; f < 5; f++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const x = rgb[row + i];
        const a = i >= 3 ? rgb[row + i - 3] : 0;
        const b = y > 0 ? rgb[prev + i] : 0;
        const c = i >= 3 && y > 0 ? rgb[prev + i - 3] : 0;
        const predictor = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const v = (x - predictor) & 0xff;
        candidate[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        bestFilter = f;
        candidate.copy(best);
      }
    }
    out[y * (stride + 1)] = bestFilter;
    best.copy(out, y * (stride + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolor
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(out, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ------------------------------------------------------------------ painting

function hex(color: string): Rgb {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Deterministic pseudo-random numbers (mulberry32), so regenerating gives identical files. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: [string, string][] = [
  ['#FF7E5F', '#FEB47B'],
  ['#43CEA2', '#185A9D'],
  ['#614385', '#516395'],
  ['#F7971E', '#FFD200'],
  ['#00C6FF', '#0072FF'],
  ['#EE0979', '#FF6A00'],
  ['#11998E', '#38EF7D'],
  ['#FC5C7D', '#6A82FB'],
  ['#2C3E50', '#4CA1AF'],
  ['#DA4453', '#89216B'],
  ['#56AB2F', '#A8E063'],
  ['#FF4A26', '#FF9A44'],
  ['#4568DC', '#B06AB3'],
  ['#ED4264', '#FFEDBC'],
  ['#1D976C', '#93F9B9'],
  ['#C33764', '#1D2671'],
];

type Scene = 'bokeh' | 'mountains' | 'waves' | 'rings';
const SCENES: Scene[] = ['mountains', 'bokeh', 'waves', 'rings'];

interface Canvas {
  width: number;
  height: number;
  px: Float32Array;
}

function canvas(width: number, height: number): Canvas {
  return { width, height, px: new Float32Array(width * height * 3) };
}

function fillGradient(c: Canvas, from: Rgb, to: Rgb, angle: number): void {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) * c.width + Math.abs(dy) * c.height;
  const x0 = dx < 0 ? c.width : 0;
  const y0 = dy < 0 ? c.height : 0;
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      const t = clamp01(((x - x0) * dx + (y - y0) * dy) / span);
      const col = mix(from, to, t);
      const i = (y * c.width + x) * 3;
      c.px[i] = col[0];
      c.px[i + 1] = col[1];
      c.px[i + 2] = col[2];
    }
  }
}

function blend(c: Canvas, x: number, y: number, col: Rgb, alpha: number): void {
  if (alpha <= 0) return;
  const i = (y * c.width + x) * 3;
  c.px[i] += (col[0] - c.px[i]) * alpha;
  c.px[i + 1] += (col[1] - c.px[i + 1]) * alpha;
  c.px[i + 2] += (col[2] - c.px[i + 2]) * alpha;
}

/** Anti-aliased disc; `ring` > 0 draws only an outline of that width. */
function disc(c: Canvas, cx: number, cy: number, r: number, col: Rgb, alpha: number, ring = 0): void {
  const x1 = Math.max(0, Math.floor(cx - r - 1));
  const x2 = Math.min(c.width - 1, Math.ceil(cx + r + 1));
  const y1 = Math.max(0, Math.floor(cy - r - 1));
  const y2 = Math.min(c.height - 1, Math.ceil(cy + r + 1));
  for (let y = y1; y <= y2; y++) {
    for (let x = x1; x <= x2; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      let cover = clamp01(r - d + 0.5);
      if (ring > 0) cover = Math.min(cover, clamp01(d - (r - ring) + 0.5));
      blend(c, x, y, col, cover * alpha);
    }
  }
}

/** Fills below the curve y = f(x) with an anti-aliased edge. */
function silhouette(c: Canvas, f: (x: number) => number, col: Rgb, alpha: number): void {
  for (let x = 0; x < c.width; x++) {
    const edge = f(x);
    for (let y = Math.max(0, Math.floor(edge)); y < c.height; y++) {
      blend(c, x, y, col, clamp01(y + 1 - edge) * alpha);
    }
  }
}

function paintScene(c: Canvas, seed: number, scene: Scene): void {
  const rnd = random(seed * 7919 + 17);
  const [fromHex, toHex] = PALETTES[seed % PALETTES.length];
  const from = hex(fromHex);
  const to = hex(toHex);
  fillGradient(c, from, to, 0.35 + rnd() * 0.9);
  const white: Rgb = [255, 255, 255];
  const deep = mix(from, [20, 24, 40], 0.55);
  const { width: w, height: h } = c;
  const unit = Math.min(w, h);
  if (scene === 'mountains') {
    disc(c, w * (0.6 + rnd() * 0.25), h * 0.3, unit * 0.12, [255, 244, 214], 0.85);
    for (let layer = 0; layer < 3; layer++) {
      const base = h * (0.55 + layer * 0.14);
      const amp = h * (0.16 - layer * 0.035);
      const f1 = 1.5 + rnd() * 2;
      const f2 = 4 + rnd() * 4;
      const p1 = rnd() * 6;
      const p2 = rnd() * 6;
      const col = mix(to, deep, 0.35 + layer * 0.25);
      silhouette(
        c,
        (x) => base - amp * (0.6 * Math.sin((x / w) * f1 * Math.PI + p1) + 0.4 * Math.sin((x / w) * f2 * Math.PI + p2)),
        col,
        0.9,
      );
    }
  } else if (scene === 'bokeh') {
    for (let k = 0; k < 14; k++) {
      disc(c, rnd() * w, rnd() * h, unit * (0.04 + rnd() * 0.16), white, 0.08 + rnd() * 0.16);
    }
  } else if (scene === 'waves') {
    for (let layer = 0; layer < 4; layer++) {
      const base = h * (0.45 + layer * 0.13);
      const amp = h * 0.05;
      const freq = 1 + rnd() * 2.5;
      const phase = rnd() * 6;
      silhouette(c, (x) => base + amp * Math.sin((x / w) * freq * 2 * Math.PI + phase), white, 0.12 + layer * 0.05);
    }
  } else {
    const cx = w * (0.3 + rnd() * 0.4);
    const cy = h * (0.3 + rnd() * 0.4);
    for (let k = 1; k <= 7; k++) disc(c, cx, cy, unit * 0.09 * k, white, 0.22 - k * 0.02, unit * 0.012);
    disc(c, cx, cy, unit * 0.06, white, 0.6);
  }
}

/** Avatar: soft radial backdrop with a head-and-shoulders silhouette. */
function paintAvatar(c: Canvas, seed: number): void {
  const [fromHex, toHex] = PALETTES[(seed * 5) % PALETTES.length];
  fillGradient(c, hex(fromHex), hex(toHex), 1.1);
  const { width: w, height: h } = c;
  // Opaque tinted shapes, so the head and shoulders merge without a seam.
  const light = mix([255, 255, 255], hex(fromHex), 0.12);
  disc(c, w / 2, h * 1.02, w * 0.42, light, 1);
  disc(c, w / 2, h * 0.42, w * 0.2, light, 1);
}

/** Logo: brand gradient with a white ring and play mark. */
function paintLogo(c: Canvas): void {
  fillGradient(c, hex('#FF4A26'), hex('#FF9A44'), 0.8);
  const { width: w } = c;
  const white: Rgb = [255, 255, 255];
  disc(c, w / 2, w / 2, w * 0.34, white, 0.95, w * 0.06);
  // play triangle
  const cx = w / 2 + w * 0.03;
  const cy = w / 2;
  const s = w * 0.14;
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < w; x++) {
      const u = x + 0.5 - (cx - s * 0.8);
      const v = Math.abs(y + 0.5 - cy);
      // Inside the triangle: right of its left edge and left of the two slanted edges.
      const inside = Math.min(u, s * 1.6 - u - v * 1.44);
      blend(c, x, y, white, clamp01(inside + 0.5) * 0.95);
    }
  }
}

function toPng(c: Canvas): Buffer {
  const rgb = new Uint8Array(c.px.length);
  for (let i = 0; i < c.px.length; i++) rgb[i] = Math.round(Math.max(0, Math.min(255, c.px[i])));
  return encodePng(c.width, c.height, rgb);
}

// ------------------------------------------------------------------ SVG icons

const GREY = '#999999';
const BRAND = '#FF4A26';

const NAV_ICONS: Record<string, string> = {
  home: '<path d="M6 22 24 7l18 15v18a2 2 0 0 1-2 2H30V30h-12v12H8a2 2 0 0 1-2-2z" fill="none" stroke="C" stroke-width="3" stroke-linejoin="round"/>',
  video:
    '<rect x="5" y="10" width="38" height="28" rx="5" fill="none" stroke="C" stroke-width="3"/><path d="M20 17v14l12-7z" fill="C"/>',
  local:
    '<path d="M24 43s14-13 14-24a14 14 0 0 0-28 0c0 11 14 24 14 24z" fill="none" stroke="C" stroke-width="3"/><circle cx="24" cy="19" r="5" fill="C"/>',
  special:
    '<rect x="7" y="7" width="14" height="14" rx="3" fill="none" stroke="C" stroke-width="3"/><rect x="27" y="7" width="14" height="14" rx="3" fill="C"/><rect x="7" y="27" width="14" height="14" rx="3" fill="none" stroke="C" stroke-width="3"/><rect x="27" y="27" width="14" height="14" rx="3" fill="none" stroke="C" stroke-width="3"/>',
  mine: '<circle cx="24" cy="16" r="8" fill="none" stroke="C" stroke-width="3"/><path d="M8 42c0-9 7-15 16-15s16 6 16 15" fill="none" stroke="C" stroke-width="3" stroke-linecap="round"/>',
};

const WEATHER_ICONS: Record<string, string> = {
  sunny:
    '<circle cx="32" cy="32" r="12" fill="#FFB300"/><g stroke="#FFB300" stroke-width="4" stroke-linecap="round"><path d="M32 6v8M32 50v8M6 32h8M50 32h8M13.6 13.6l5.7 5.7M44.7 44.7l5.7 5.7M13.6 50.4l5.7-5.7M44.7 19.3l5.7-5.7"/></g>',
  cloudy:
    '<circle cx="24" cy="24" r="9" fill="#FFB300"/><path d="M20 48h28a10 10 0 0 0 0-20 14 14 0 0 0-27 3 9 9 0 0 0-1 17z" fill="#B0BEC5"/>',
  rain: '<path d="M18 36h30a10 10 0 0 0 0-20 14 14 0 0 0-27 3 9 9 0 0 0-3 17z" fill="#90A4AE"/><g stroke="#2196F3" stroke-width="4" stroke-linecap="round"><path d="M22 44l-3 8M34 44l-3 8M46 44l-3 8"/></g>',
  overcast: '<path d="M14 46h36a12 12 0 0 0 0-24 16 16 0 0 0-31 4 10 10 0 0 0-5 20z" fill="#90A4AE"/>',
};

function svg(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>\n`;
}

// ------------------------------------------------------------------ the list

function write(relativePath: string, data: Buffer | string): void {
  const file = join(ASSETS_DIR, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

const pad = (n: number) => String(n).padStart(2, '0');

export const IMAGE_COUNTS = {
  covers: 32,
  vertical: 6,
  gallery: 12,
  banners: 4,
  userAvatars: 16,
  mpAvatars: 6,
} as const;

function main(): void {
  for (let i = 1; i <= IMAGE_COUNTS.covers; i++) {
    const c = canvas(750, 422);
    paintScene(c, i, SCENES[i % SCENES.length]);
    write(`covers/cover-${pad(i)}.png`, toPng(c));
  }
  for (let i = 1; i <= IMAGE_COUNTS.vertical; i++) {
    const c = canvas(540, 960);
    paintScene(c, i + 40, SCENES[(i + 1) % SCENES.length]);
    write(`vertical/vertical-${pad(i)}.png`, toPng(c));
  }
  for (let i = 1; i <= IMAGE_COUNTS.gallery; i++) {
    const c = canvas(750, 500);
    paintScene(c, i + 60, i % 2 === 0 ? 'mountains' : SCENES[i % SCENES.length]);
    write(`gallery/gallery-${pad(i)}.png`, toPng(c));
  }
  for (let i = 1; i <= IMAGE_COUNTS.banners; i++) {
    const c = canvas(750, 300);
    paintScene(c, i + 80, SCENES[(i + 2) % SCENES.length]);
    write(`banners/banner-${pad(i)}.png`, toPng(c));
  }
  for (let i = 1; i <= IMAGE_COUNTS.userAvatars; i++) {
    const c = canvas(300, 300);
    paintAvatar(c, i);
    write(`avatars/user-${pad(i)}.png`, toPng(c));
  }
  for (let i = 1; i <= IMAGE_COUNTS.mpAvatars; i++) {
    const c = canvas(300, 300);
    paintScene(c, i + 100, 'rings');
    write(`avatars/mp-${pad(i)}.png`, toPng(c));
  }
  const logo = canvas(300, 300);
  paintLogo(logo);
  write('brand/site-logo.png', toPng(logo));
  for (const [name, body] of Object.entries(NAV_ICONS)) {
    write(`nav/${name}.svg`, svg(48, body.replaceAll('"C"', `"${GREY}"`)));
    write(`nav/${name}-selected.svg`, svg(48, body.replaceAll('"C"', `"${BRAND}"`)));
  }
  for (const [name, body] of Object.entries(WEATHER_ICONS)) write(`weather/${name}.svg`, svg(64, body));
}

main();
